import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { postCapture, USER_AGENTS } from '../support/admin-seed';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';

/**
 * Marketing's numbers on a server of its own (an empty store, so the counts are only these visits),
 * worked out by hand:
 * V1 google / cpc / spring, mobile: opens the wizard and walks to quote_details with Residential House
 *    Exterior (quoted $400), then stops.
 * V2 referred by www.bing.com, desktop: opens the wizard and leaves after welcome.
 * V3 direct, tablet: opens the wizard and leaves.
 * Funnel: Wizard opened 3, Welcome completed 2, then 1 for each step to Quote details, then 0.
 */
const port = await freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

let stop = async () => {};
test.beforeAll(async ({ playwright }) => {
  stop = await startOwnServer(port, { dataDirPrefix: 'pw-e2e-analytics-' });
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const v1 = {
    visitId: randomUUID(),
    userAgent: USER_AGENTS.mobile,
    querystring: '?utm_source=google&utm_medium=cpc&utm_campaign=spring',
  };
  const email = 'v1@example.com';
  const all = {
    email,
    name: 'Vera',
    phone: '(561) 555-0111',
    address: '1 Ocean Blvd',
    propertyType: 'Residential',
    serviceNeeded: 'House Exterior',
  };
  await postCapture(request, { ...v1, stage: 'screen_viewed', currentStep: 'welcome' });
  await postCapture(request, { ...v1, stage: 'welcome_completed', currentStep: 'welcome' });
  await postCapture(request, {
    ...v1,
    stage: 'name_completed',
    currentStep: 'name',
    fields: { name: 'Vera' },
  });
  await postCapture(request, {
    ...v1,
    stage: 'contact_completed',
    currentStep: 'contact',
    fields: { email, name: 'Vera', phone: all.phone },
  });
  await postCapture(request, {
    ...v1,
    stage: 'address_completed',
    currentStep: 'address',
    fields: { email, address: all.address },
  });
  await postCapture(request, {
    ...v1,
    stage: 'property_type_completed',
    currentStep: 'property-type',
    fields: { email, propertyType: 'Residential' },
  });
  await postCapture(request, {
    ...v1,
    stage: 'service_type_completed',
    currentStep: 'service-type',
    fields: { email, serviceNeeded: 'House Exterior' },
  });
  await postCapture(request, { ...v1, stage: 'quote_details', currentStep: 'review', fields: all });
  const v2 = { visitId: randomUUID(), userAgent: USER_AGENTS.desktop, referrer: 'www.bing.com' };
  await postCapture(request, { ...v2, stage: 'screen_viewed', currentStep: 'welcome' });
  await postCapture(request, { ...v2, stage: 'welcome_completed', currentStep: 'welcome' });
  await postCapture(request, {
    visitId: randomUUID(),
    userAgent: USER_AGENTS.tablet,
    stage: 'screen_viewed',
    currentStep: 'welcome',
  });
  await request.dispose();
});
test.afterAll(() => stop());

/** A table's body rows as arrays of cell texts. */
const cells = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));

test.describe('marketing analytics', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/admin/analytics?days=7');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  });

  test('shows the numbers worked out by hand for the seeded visits', async ({ page }) => {
    await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    // Polled: the figures arrive after the page.
    await expect
      .poll(async () => (await cells(page, 'Funnel steps')).slice(0, 9))
      .toEqual([
        ['Wizard opened', '3', '—', '100%', '1'],
        ['Welcome completed', '2', '66.7%', '66.7%', '1'],
        ['Name completed', '1', '50%', '33.3%', '0'],
        ['Contact completed', '1', '100%', '33.3%', '0'],
        ['Address completed', '1', '100%', '33.3%', '0'],
        ['Property type completed', '1', '100%', '33.3%', '0'],
        ['Service type completed', '1', '100%', '33.3%', '0'],
        ['Quote details', '1', '100%', '33.3%', '1'],
        ['Result page viewed', '0', '0%', '0%', '0'],
      ]);
    // Source: utm_source, else the referring host, else direct; opened, started, contact, quote, booked.
    expect(await cells(page, 'By source')).toEqual([
      ['direct', '1', '0', '0', '0', '0'],
      ['google', '1', '1', '1', '1', '0'],
      ['www.bing.com', '1', '1', '0', '0', '0'],
    ]);
    expect(await cells(page, 'By medium')).toEqual([
      ['(none)', '2', '1', '0', '0', '0'],
      ['cpc', '1', '1', '1', '1', '0'],
    ]);
    expect(await cells(page, 'By device')).toEqual([
      ['desktop', '1', '1', '0', '0', '0'],
      ['mobile', '1', '1', '1', '1', '0'],
      ['tablet', '1', '0', '0', '0', '0'],
    ]);
    expect(await cells(page, 'By property type')).toEqual([['Residential', '1', '1', '0', '$400', '$0']]);
    expect(await cells(page, 'By service')).toEqual([['House Exterior', '1', '1', '0', '$400', '$0']]);
    await expect(page.getByRole('list', { name: 'Totals' }).or(page.getByLabel('Totals'))).toContainText(
      '$400',
    );
    await expect(
      page.getByRole('heading', { name: 'Stopped at Quote details: 1 lead, $400 left on the table' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vera' })).toHaveAttribute(
      'href',
      '/admin/leads/v1%40example.com',
    );
    // The trend: today has the three openings.
    const trend = await cells(page, 'Visits per day');
    expect(trend).toHaveLength(7);
    expect(trend.at(-1)!.slice(1)).toEqual(['3', '1', '0']);
    // A custom range with no visits.
    // The choice goes through the page address (a navigation), so the radio is checked a moment later.
    await page.getByRole('radio', { name: 'Custom' }).click();
    await expect(page.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
    await expect
      .poll(async () => (await cells(page, 'Funnel steps'))[0])
      .toEqual(['Wizard opened', '0', '—', '—', '0']);
  });

  for (const width of [375, 1280]) {
    test(`passes axe at ${width} px and nothing runs past the screen's edge`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('table', { name: 'Funnel steps' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
