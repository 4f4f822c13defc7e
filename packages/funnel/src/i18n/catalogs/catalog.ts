/**
 * A language's version of an English catalog: every key of the English one, each a string. With
 * `satisfies`, a key missing in the translation or one English lacks fails the typecheck: the first of the
 * catalog checks; the catalog tests then check that each pair of messages parses and takes the same
 * arguments (decision 0319).
 */
export type Catalog<En> = { readonly [K in keyof En]: string };
