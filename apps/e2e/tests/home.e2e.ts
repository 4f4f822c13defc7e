import { bannerPromotion, dayInZone, DEFAULT_PRICE_BOOK, defaultConfig } from '@pw/funnel';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';

test.describe('landing page', () => {
  test('shows every section in the spec order with its texts', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Palm Beach County/);
    const hero = page.getByRole('region', { name: /Trusted Pressure Washing/ });
    await expect(hero.getByText('Fully Insured', { exact: true })).toBeVisible();
    await expect(hero.getByText('100% Satisfaction Guarantee')).toBeVisible();
    // The default book's promotion shows until its last day in the business's zone; then a free quote.
    const today = dayInZone(new Date(), defaultConfig.calendar.timeZone);
    const promotion = bannerPromotion(DEFAULT_PRICE_BOOK, today);
    // The offer carries its code into the wizard (decision 0312).
    await expect(hero.getByRole('link', { name: promotion?.name ?? 'Get a Free Quote' })).toHaveAttribute(
      'href',
      promotion?.code ? `/onboarding?code=${promotion.code}` : '/onboarding',
    );
    await expect(hero.getByRole('button', { name: 'View Our Services' })).toBeVisible();

    const ids = await page.locator('main > section[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual(['why-us', 'services', 'before-after', 'testimonials', 'contact']);

    const whyUs = page.locator('#why-us');
    await expect(whyUs.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    for (const card of [
      'Fully Insured Local Pros',
      'Eco-Friendly & Safe Cleaning Solutions',
      '100% Satisfaction Guaranteed',
      'Fast, Reliable Scheduling',
    ]) {
      await expect(whyUs.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(whyUs.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(whyUs.getByText(/Trusted by hundreds/)).toBeVisible();

    const services = page.locator('#services');
    await expect(services.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    for (const item of [
      'Driveways & Sidewalks',
      'Roof & Gutter Cleaning',
      'Pool Decks & Patios',
      'Siding, Fences & Walls',
      'Storefronts & Parking Lots',
      'Apartment Complexes',
      'Dumpster Pads',
      'Signage & Exterior Walls',
    ]) {
      await expect(services.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(services.getByRole('heading', { name: 'Pool Deck Specialists' })).toBeVisible();
    await expect(services.getByRole('heading', { name: 'Waterfront Properties' })).toBeVisible();
    await expect(services.getByText(/saltwater-exposed surfaces/)).toBeVisible();

    const gallery = page.locator('#before-after');
    await expect(gallery.getByRole('heading', { name: 'See the Difference' })).toBeVisible();
    await expect(gallery.getByRole('heading', { name: 'Brick Pathway' })).toBeVisible();
    await expect(gallery.getByText('Pathway Restoration')).toBeVisible();
    await expect(gallery.getByRole('heading', { name: 'Home Exterior', exact: true })).toBeVisible();
    await expect(gallery.getByText('Home Exterior Cleaning')).toBeVisible();

    await expect(
      page.locator('#testimonials').getByRole('heading', { name: 'What Our Clients Say' }),
    ).toBeVisible();
    await expect(page.locator('#testimonials').getByRole('group')).toHaveCount(6);

    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'Call (561) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15615550142',
    );
    await expect(contact.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await expect(contact.getByRole('button', { name: 'Schedule Your Free Assessment' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Our Service Guarantee' })).toBeVisible();
    await expect(
      contact.getByText(/^Serving Palm Beach County, Florida and nearby towns: Jupiter/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the footer has quick links, the privacy link, terms placeholder and this year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('href', '#testimonials');
    await expect(footer.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '#before-after');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(footer.getByRole('link', { name: '(561) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15615550142',
    );
    await expect(footer.getByText(`© ${new Date().getFullYear()} Palm Beach Pressure Pros`)).toBeVisible();
    await footer.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/#before-after$/);
    await expect(page.locator('#before-after')).toBeInViewport();
  });

  test('the prerendered HTML holds the page before any script runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What Our Clients Say' })).toBeVisible();
    await expect(page.getByText('Pathway Restoration')).toBeVisible();
    const jsonLd: unknown = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Palm Beach Pressure Pros',
      telephone: '+1-561-555-0142',
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Palm Beach Pressure Pros/,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Palm Beach County/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await context.close();
  });

  test('the hero picture fades in on its first paint, before any script runs, and keeps its box', async ({
    browser,
  }) => {
    // No JavaScript: the fade must not wait for hydration (it would hold back the largest paint).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const img = page.getByRole('img', { name: /half grimy before/ });
    await expect(img).toHaveCSS('animation-name', 'fade-in');
    await expect(img).toHaveCSS('opacity', '1');
    expect(await img.getAttribute('width')).toBe('640');
    expect(await img.getAttribute('height')).toBe('400');
    await context.close();
  });
});
