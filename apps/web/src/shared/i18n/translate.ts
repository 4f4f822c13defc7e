import type { WebMessageKey } from './messages';

/** A message of the web catalog as a string: `useT()`'s, or a test's. */
export type Translate = (key: WebMessageKey, values?: Record<string, string | number | Date>) => string;
