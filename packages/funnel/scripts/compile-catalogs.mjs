// Precompiles the web's catalogs (decision 0319): after `tsc`, writes dist/i18n/compiled/<language>.js,
// each message that has arguments, plurals or tags as FormatJS's parsed form (the browser build then
// leaves the ICU parser out: about 16 KB gzip of react-intl's 24), a plain message as its string, which
// react-intl prints as it is. `import messages from '@pw/funnel/catalogs/es'`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';

const dist = new URL('../dist/i18n/', import.meta.url);
const { WEB_CATALOGS } = await import(new URL('catalogs/index.js', dist).href);
const out = new URL('compiled/', dist);
mkdirSync(out, { recursive: true });

/** Whether react-intl can print the message as it is (no argument, plural, select or tag to read). */
const plain = (message) => !/[{}<]/.test(message);

for (const [language, catalog] of Object.entries(WEB_CATALOGS)) {
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, plain(message) ? message : parse(message)]),
  );
  writeFileSync(new URL(`${language}.js`, out), `export default ${JSON.stringify(compiled)};\n`);
  writeFileSync(
    new URL(`${language}.d.ts`, out),
    [
      "import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';",
      "import type { WebMessageKey } from '../catalogs/index.js';",
      'declare const messages: Readonly<Record<WebMessageKey, string | MessageFormatElement[]>>;',
      'export default messages;',
      '',
    ].join('\n'),
  );
}
