import type { Page } from '@playwright/test';
import { join, resolve } from 'node:path';

/** The widths the site is checked at: phone, tablet, desktop. */
export const SCREEN_WIDTHS = [375, 768, 1280] as const;
const dir = resolve(import.meta.dirname, '../test-results/screenshots');

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/**
 * Makes the viewport as tall as the page. Sections below the first screen are rendered only near the
 * viewport (`content-visibility: auto`, decision 0281), so a full-page shot of a phone-sized viewport would
 * leave them blank. A tall viewport first renders them all (their sizes are then remembered, so the page
 * is its real height once the viewport is back to 900 px), then the viewport takes that height.
 */
async function renderWholePage(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: await pageHeight(page) });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.setViewportSize({ width, height: 900 });
  await page.setViewportSize({ width, height: await pageHeight(page) });
}

/** Full-page screenshots of `path` at each width, kept in test-results/screenshots/<name>-<width>.png. */
export async function screenshotAtWidths(page: Page, name: string, path: string): Promise<string[]> {
  const files: string[] = [];
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // Scroll through once so lazy images below the fold load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await renderWholePage(page, width);
    const file = join(dir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  return files;
}
