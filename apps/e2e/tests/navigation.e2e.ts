import { expect, gotoHydrated, test } from '../support/fixtures';

test.describe('navigation bar', () => {
  test('desktop: brand, four anchors, quote button and the phone number', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
    await expect(nav.getByRole('link', { name: 'Palm Beach Pressure Pros' })).toHaveAttribute('href', '/');
    for (const [name, id] of [
      ['Services', 'services'],
      ['Why Choose Us', 'why-us'],
      ['Testimonials', 'testimonials'],
      ['Contact', 'contact'],
    ]) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: '(561) 555-0142' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Call (561) 555-0142' })).toBeHidden();
    await nav.getByRole('link', { name: 'Get a Free Quote' }).click();
    await expect(page).toHaveURL(/\/onboarding/);
  });

  test('phone: anchors hidden, phone is a round icon button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Why Choose Us' })).toBeHidden();
    const icon = nav.getByRole('link', { name: 'Call (561) 555-0142' });
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('href', 'tel:+15615550142');
    await expect(icon).toHaveCSS('border-radius', /px/);
    await expect(nav.getByRole('link', { name: '(561) 555-0142', exact: true })).toBeHidden();
  });

  test('the phone button switches at exactly 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Call (561) 555-0142' })).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(nav.getByRole('link', { name: '(561) 555-0142', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Call (561) 555-0142' })).toBeHidden();
  });

  test('View Our Services scrolls smoothly to the services section', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Recorded in the page on every scroll event, so a loaded machine cannot miss the animation's frames.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrollPositions: number[] }).scrollPositions = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
    });
    await page.getByRole('button', { name: 'View Our Services' }).click();
    await expect(page.locator('#services')).toBeInViewport();
    await expect(page).toHaveURL(/#services$/);
    const positions = await page.evaluate(
      () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
    );
    // A smooth scroll passes through intermediate positions rather than jumping at once.
    expect(new Set(positions).size).toBeGreaterThan(1);
  });

  test('with reduced motion the services button jumps without animation', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL });
    const page = await context.newPage();
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'View Our Services' }).click();
    const target = await page.evaluate(() => window.scrollY);
    expect(target).toBeGreaterThan(100);
    await expect(page.locator('#services')).toBeInViewport();
    await context.close();
  });

  test('anchors on other pages lead back to the landing sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
  });
});
