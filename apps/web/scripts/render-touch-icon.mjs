// `node scripts/render-touch-icon.mjs`: draws public/apple-touch-icon.png (180 x 180, what iOS puts on a
// home screen and search engines may show) from public/favicon.svg in headless Chromium, on the brand's
// colour so the corners iOS rounds itself are not transparent. Run it again after changing the favicon;
// the PNG is committed, so neither the build nor the tests need a browser for it.
import { writeFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const background = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,6})"/)?.[1] ?? '#ffffff';

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
  await page.setContent(
    `<body style="margin:0;background:${background}"><img style="display:block;width:180px;height:180px" ` +
      `src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
  );
  writeFileSync(join(publicDir, 'apple-touch-icon.png'), await page.screenshot({ type: 'png' }));
  console.log('wrote public/apple-touch-icon.png');
} finally {
  await browser.close();
}
