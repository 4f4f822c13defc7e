import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

const counter = (page: Page) => page.locator('#testimonials').getByText(/^\d \/ 6$/);

async function swipe(page: Page, fromX: number, toX: number) {
  const box = (await page.locator('#testimonials [aria-roledescription="slide"]').first().boundingBox())!;
  const y = box.y + box.height / 2;
  // A real touch swipe through the DevTools protocol (Chromium turns it into pointer events).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= 5; i++) {
    const x = fromX + ((toX - fromX) * i) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('testimonial carousel on small screens', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test('previous and next buttons, disabled at the ends', async ({ page }) => {
    await gotoHydrated(page, '/#testimonials');
    const previous = page.getByRole('button', { name: 'Previous review' });
    const next = page.getByRole('button', { name: 'Next review' });
    await expect(previous).toBeDisabled();
    await expect(counter(page)).toHaveText('1 / 6');
    const first = page.locator('#testimonials [aria-roledescription="slide"]').first();
    await expect(first).toBeInViewport();
    for (let i = 2; i <= 6; i++) {
      await next.click();
      await expect(counter(page)).toHaveText(`${i} / 6`);
    }
    await expect(next).toBeDisabled();
    await expect(page.locator('#testimonials [aria-roledescription="slide"]').nth(5)).toBeInViewport();
    await expect(first).not.toBeInViewport();
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect(counter(page)).toHaveText('5 / 6');
  });

  test('a touch swipe left or right moves one review, a short one does not', async ({ page }) => {
    await gotoHydrated(page, '/#testimonials');
    await expect(counter(page)).toHaveText('1 / 6');
    await swipe(page, 300, 120);
    await expect(counter(page)).toHaveText('2 / 6');
    await swipe(page, 300, 120);
    await expect(counter(page)).toHaveText('3 / 6');
    await swipe(page, 100, 280);
    await expect(counter(page)).toHaveText('2 / 6');
    await swipe(page, 200, 170);
    await expect(counter(page)).toHaveText('2 / 6');
  });

  test('a mouse drag swipes too', async ({ page }) => {
    await gotoHydrated(page, '/#testimonials');
    const box = (await page.locator('#testimonials [aria-roledescription="slide"]').first().boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + 40, { steps: 5 });
    await page.mouse.up();
    await expect(counter(page)).toHaveText('2 / 6');
  });
});

test.describe('testimonials on large screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a three-column grid of six reviews with no carousel buttons', async ({ page }) => {
    await gotoHydrated(page, '/#testimonials');
    const slides = page.locator('#testimonials [aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    const tops = await slides.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(2);
    expect(tops.filter((t) => t === tops[0])).toHaveLength(3);
    await expect(page.getByRole('button', { name: 'Next review' })).toBeHidden();
    for (const name of ['Maria Gonzalez', 'Michael Rivera']) {
      await expect(page.locator('#testimonials').getByText(name)).toBeVisible();
    }
  });
});
