// The web catalog's keys no source file of the web app uses (issue 41, decision 0322): each key must be
// written somewhere in `src/` (tests aside) as a string, or match a template that builds keys
// (`privacy.${name}.title`). A key nobody shows is dead text every language must still translate. The
// funnel's own sources count too (its catalogs aside): its checks and charts name the keys of the toasts
// and hints the web shows (decision 0324).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's source files' text, tests left out. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogs' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

/** The keys of `keys` that no file under `srcDirs` (one folder or several) uses. */
export function unusedCatalogKeys(keys, srcDirs) {
  const text = [srcDirs].flat().flatMap(sources).join('\n');
  const written = new Set([...text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]));
  // Templates that build keys: `privacy.${name}.title` -> /^privacy\.[\w-]+\.title$/.
  const built = [...text.matchAll(/`([\w.-]*\$\{[^`]*)`/g)]
    .map((m) => m[1].split(/\$\{[^}]*\}/).map((part) => part.replace(/\./g, '\\.')))
    .filter((parts) => parts.some((part) => part.includes('\\.')))
    .map((parts) => new RegExp(`^${parts.join('[\\w-]+')}$`));
  return keys.filter((key) => !written.has(key) && !built.some((pattern) => pattern.test(key)));
}
