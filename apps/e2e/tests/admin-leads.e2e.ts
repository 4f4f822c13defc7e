import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { saveLead } from '../support/admin-seed';
import { expect, test } from '../support/fixtures';
import { aProspect, WizardDriver } from '../support/onboarding-driver';
import { leadRow } from '../support/onboarding-fixtures';

/** A tag unique to this run, in every seeded name, so searches see only this test's leads. */
const TAG = `inbox${Date.now().toString(36)}`;

/** Six leads with known names, phones, stages and property types. */
const SEEDED = [
  { name: `${TAG} Alice`, phone: '(561) 555-0101', stage: 'contact_completed', propertyType: 'Residential' },
  { name: `${TAG} Bruno`, phone: '(561) 555-0102', stage: 'quote_details', propertyType: 'Commercial' },
  { name: `${TAG} Chloé`, phone: '(561) 555-0103', stage: 'quote_details', propertyType: 'Residential' },
  { name: `=1+1 ${TAG}`, phone: '(561) 555-0104', stage: 'contact_completed', propertyType: 'Commercial' },
  { name: `${TAG} Dmitri`, phone: '(561) 555-0105', stage: 'process_completed', propertyType: 'Residential' },
  { name: `${TAG} Eve`, phone: '(561) 555-0106', stage: 'quote_details', propertyType: 'Residential' },
].map((l, i) => ({ ...l, email: `${TAG}.${i}@example.com` }));

const rows = (page: Page) => page.getByRole('region', { name: 'Leads table' }).getByRole('row');

test.describe('the lead inbox', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  test('searches, filters and exports the filtered list as CSV', async ({ page }) => {
    for (const lead of SEEDED) await saveLead(page, lead);
    const search = page.getByLabel('Search name, e-mail or phone');
    await search.fill(TAG);
    await expect(page.getByRole('status').filter({ hasText: /leads?$/ })).toHaveText('6 leads');
    await expect(rows(page)).toHaveCount(7);

    // Search by a phone, typed the way people do.
    await search.fill('555-0103');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1)).toContainText(`${TAG} Chloé`);

    // Filters: stage and property type.
    await search.fill(TAG);
    await page.getByLabel('Stage').selectOption({ label: 'Quote details' });
    await page.getByLabel('Property type').selectOption('Residential');
    await expect(page.getByRole('status').filter({ hasText: /leads?$/ })).toHaveText('2 leads');
    await expect(rows(page).nth(1)).toContainText(TAG);
    await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
    await expect(rows(page).nth(1).getByRole('cell').first()).toHaveText(`${TAG} Chloé`);
    await expect(rows(page).nth(2).getByRole('cell').first()).toHaveText(`${TAG} Eve`);
    await expect(page).toHaveURL(/stage=quote_details/);

    // The CSV holds exactly the filtered leads, with a BOM, CRLF and formulas neutralised.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = readFileSync(await (await download).path());
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^email,name,phone,/);
    expect(lines.slice(1, -1).map((l) => l.split(',')[1])).toEqual([`${TAG} Chloé`, `${TAG} Eve`]);

    // All leads again: the formula-like name is shown as text, and exported neutralised.
    await page.getByLabel('Stage').selectOption({ label: 'Any stage' });
    await page.getByLabel('Property type').selectOption({ label: 'Any type' });
    await expect(rows(page)).toHaveCount(7);
    await expect(page.getByRole('link', { name: `=1+1 ${TAG}` })).toBeVisible();
    const all = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const text = readFileSync(await (await all).path()).toString('utf8');
    expect(text).toContain(`${TAG}.3@example.com,'=1+1 ${TAG},`);
  });

  test("a lead's page shows the timeline of a real wizard run, with call and e-mail links", async ({
    page,
  }) => {
    const prospect = aProspect({ name: `${TAG} Wizard`, phone: '5615550199' });
    const wizard = new WizardDriver(page);
    await wizard.start();
    await wizard.toReview(prospect);
    // The services step's capture is sent as the review shows: leaving before it is stored would leave it
    // in this browser's outbox until the prospect's next visit, and the timeline one stage short.
    await expect.poll(async () => (await leadRow(prospect.email))?.stage).toBe('service_type_completed');
    await page.goto('/admin/leads');
    await page.getByLabel('Search name, e-mail or phone').fill(prospect.email);
    // The search answers after a pause: a click on the list it replaces would be lost.
    await expect(page.getByRole('status').filter({ hasText: /leads?$/ })).toHaveText('1 lead');
    // The table's link: the prospect also waits in "Waiting for you" above it (decision 0209).
    await page
      .getByRole('region', { name: 'Leads table' })
      .getByRole('link', { name: prospect.name })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: prospect.name })).toBeVisible();
    await expect(page.getByRole('link', { name: prospect.email })).toHaveAttribute(
      'href',
      `mailto:${prospect.email}`,
    );
    await expect(page.getByRole('link', { name: '(561) 555-0199' })).toHaveAttribute(
      'href',
      'tel:5615550199',
    );
    // Every capture of the run, in order (screen views are analytics, not captures).
    await expect(page.getByTestId('timeline-stage')).toHaveText([
      'Welcome completed',
      'Name completed',
      'Contact completed',
      'Address completed',
      'Property type completed',
      'Service type completed',
    ]);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem').nth(1)).toContainText(`name${prospect.name}`);
    await expect(page.getByRole('list', { name: 'Deliveries' }).locator(':scope > li')).toHaveCount(4);
  });

  for (const width of [375, 1280]) {
    test(`the inbox and a lead's page pass axe at ${width} px`, async ({ page }) => {
      await saveLead(page, SEEDED[0]!);
      await page.setViewportSize({ width, height: 900 });
      await page.getByLabel('Search name, e-mail or phone').fill(SEEDED[0]!.email);
      // A phone gets one card a lead, a desktop the table (decision 0209).
      if (width < 768) await expect(page.getByTestId('lead-card')).toHaveCount(1);
      else await expect(rows(page)).toHaveCount(2);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: SEEDED[0]!.name }).click();
      await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Nothing runs past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
