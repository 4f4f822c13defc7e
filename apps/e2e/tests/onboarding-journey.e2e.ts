import {
  expect,
  expectAccessible,
  expectScreen,
  hookBodies,
  hookStages,
  leadRow,
  test,
} from '../support/onboarding-fixtures';
import { aProspect, BOOKED_STAGES, HEADINGS, WizardDriver } from '../support/onboarding-driver';

test.describe('the whole wizard on a desktop, against the real server and receiver', () => {
  test('residential: landing to booked appointment, lead row and webhooks after each step', async ({
    page,
  }) => {
    await page.clock.install();
    const p = aProspect();
    const w = new WizardDriver(page);
    await w.start('/onboarding/welcome?utm_source=fb');
    const progress = page.getByRole('progressbar', { name: 'Wizard progress' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 7');
    await expectAccessible(page);
    // A heading focused by the app is not a control: no focus ring on it; the buttons keep theirs.
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCSS('outline-style', 'none');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: "Let's get started" })).toBeFocused();
    await expect(page.getByRole('button', { name: "Let's get started" })).toHaveCSS('outline-style', 'solid');
    await w.continue();
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 7');
    await w.fillName(p);
    await w.continue();
    await expectScreen(page, HEADINGS.contact, 'contact');
    await expect(h1).toHaveCSS('outline-style', 'none');
    // Before the e-mail the server keeps the captures against the visit: no row, no webhook yet.
    expect(await leadRow(p.email)).toBeUndefined();
    await w.fillContact(p);
    await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
    await w.continue();
    await expectScreen(page, HEADINGS.address, 'address');
    await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('contact_completed');
    expect(await leadRow(p.email)).toMatchObject({
      email: p.email,
      name: p.name,
      phone: '(561) 555-0123',
      partial: true,
      querystring: '?utm_source=fb',
    });
    await expect.poll(() => hookStages(p.email)).toEqual(['contact_completed']);
    expect((await hookBodies(p.email))[0]).toMatchObject({
      email: p.email,
      name: p.name,
      phone: '(561) 555-0123',
      querystring: '?utm_source=fb',
      partial: true,
      completed: false,
      formType: 'onboarding',
    });
    await w.fillAddress(p);
    await w.continue();
    await w.choosePropertyType(p);
    await w.continue();
    await w.chooseServices(p);
    await w.continue();
    await expectScreen(page, HEADINGS.review, 'review');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 7 of 7');
    await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('service_type_completed');
    expect(await leadRow(p.email)).toMatchObject({
      address: p.address,
      propertytype: 'Residential',
      serviceneeded: 'House Exterior, Roof Cleaning',
    });
    await expect.poll(() => hookStages(p.email)).toEqual(BOOKED_STAGES.slice(0, 4));
    expect((await hookBodies(p.email)).at(-1)).toMatchObject({
      address: p.address,
      propertyType: 'Residential',
      serviceNeeded: 'House Exterior, Roof Cleaning',
    });
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await expectScreen(page, HEADINGS.quote, 'quote');
    await expect(page.getByRole('progressbar', { name: 'Quote progress' })).toBeVisible();
    await expect(progress).toHaveCount(0);
    await page.clock.runFor(16_000);
    await expectScreen(page, HEADINGS.result, 'result');
    await expect(page.getByText('2 Services Package')).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');
    await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('quote_viewed');
    expect(await leadRow(p.email)).toMatchObject({ quotestatus: expect.any(String) });
    expect(Number((await leadRow(p.email))?.quoted_price)).toBe(900);
    await w.openScheduler();
    await expectScreen(page, HEADINGS.scheduling);
    await expect(page.getByText('Grayed out dates are already booked')).toBeVisible();
    await expectAccessible(page);
    await w.pickFirstOpenDay();
    await w.pickSlot();
    await page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectScreen(page, HEADINGS.confirmation, 'confirmation');
    await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('process_completed');
    expect(await leadRow(p.email)).toMatchObject({
      completed: true,
      partial: false,
      appointmentstatus: 'confirmed',
      scheduled_time: expect.any(String),
    });
    await expect.poll(() => hookStages(p.email)).toEqual(BOOKED_STAGES);
    const last = (await hookBodies(p.email)).at(-1);
    expect(last).toMatchObject({ completed: true, partial: false, quoteTotal: 900 });
    expect(last?.appointmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(last?.appointmentTime).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
