// Zod 4 compiles object parsers with `new Function` when it may, and first probes for that with `eval`.
// Our CSP has no 'unsafe-eval', so the probe was refused and reported as a CSP violation on every page
// that loads a schema (Lighthouse's best-practices "issues" audit). Zod's `config({ jitless: true })`
// turns compiling and the probe off; zod keeps that configuration on `globalThis.__zod_globalConfig`
// (shared by every copy of zod, and kept when zod loads), so setting it here, first thing in main.tsx,
// reaches the lazy chunks that build schemas without pulling zod into the first bundle. The forms parse
// a handful of fields, where the compiler gains nothing measurable.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
