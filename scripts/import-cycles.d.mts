/** The cycles among the modules under `src`, type-only imports counted (paths relative to `src`). */
export function importCycles(src: string, tsConfig: string): Promise<string[][]>;
