import type { Page } from '@playwright/test';
import { join, resolve } from 'node:path';

/** The widths the site is checked at: phone, tablet, desktop. */
export const SCREEN_WIDTHS = [375, 768, 1280] as const;
const dir = resolve(import.meta.dirname, '../test-results/screenshots');

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
    const file = join(dir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  return files;
}
