/**
 * A job the owner sees first gets a free on-site assessment instead of its price, booked as one (decision
 * 0254), in real Chromium against the real server; a residential prospect still gets an instant price.
 */
import { DEFAULT_PRICE_BOOK } from '@pw/funnel';
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { appointmentCard } from '../support/appointment-card';
import { expect, test } from '../support/fixtures';
import { aProspect, WizardDriver } from '../support/onboarding-driver';
import { expectScreen, hookBodies } from '../support/onboarding-fixtures';
import { savePriceBook } from '../support/price-book';

test('commercial jobs get an on-site assessment: the prospect books one and the owner sees its kind', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await signInAt(page, '/admin/prices');
  try {
    await page.getByRole('checkbox', { name: 'Commercial jobs get a free on-site assessment' }).check();
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'new quotes use these prices now' }),
    ).toBeVisible();

    const p = aProspect({ name: 'Cora', propertyType: 'Commercial', services: ['Dumpster Pads'] });
    const w = new WizardDriver(page);
    await w.toResult(p, "Let's take a look together");
    await expect(page.getByText(/we price commercial jobs in person/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('$');
    await expectNoAxeViolations(page);

    const availability = page.waitForResponse((r) => r.url().includes('/api/availability'));
    await page.getByRole('button', { name: 'Book a free on-site assessment' }).click();
    await availability;
    await w.pickFirstOpenDay();
    const slot = await w.pickSlot();
    await page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectScreen(page, 'Thanks for booking your free on-site assessment!', 'confirmation');
    await expect(page.getByText(/^Your free on-site assessment is booked for .+ at /)).toContainText(slot);
    await expect.poll(async () => (await hookBodies(p.email)).some((b) => b.appointmentKind)).toBe(true);
    expect((await hookBodies(p.email)).findLast((b) => b.appointmentKind)?.appointmentKind).toBe(
      'assessment',
    );

    await page.goto('/admin/appointments');
    const card = await appointmentCard(page, p.name, slot);
    await expect(card).toContainText('Free on-site assessment');
    await expect(card).not.toContainText('$');
  } finally {
    await savePriceBook(page);
  }
});

test('with commercial assessments on, a residential prospect still gets an instant price', async ({
  page,
}) => {
  await page.clock.install();
  await signInAt(page, '/admin/prices');
  const { version: _version, ...book } = DEFAULT_PRICE_BOOK;
  try {
    await savePriceBook(page, { ...book, assessment: { commercial: true, aboveTotal: null } });
    await new WizardDriver(page).toResult(aProspect({ services: ['House Exterior', 'Roof Cleaning'] }));
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');
    await expect(page.getByRole('button', { name: 'Schedule Now' })).toBeVisible();
  } finally {
    await savePriceBook(page);
  }
});
