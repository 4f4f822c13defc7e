import { expect, expectScreen, test } from '../support/onboarding-fixtures.js';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver.js';

test('server down for a few steps and back: nothing lost, nothing duplicated, in order', async ({
  page,
  server,
  receiver,
}) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.continue();
  await w.fillName(p);
  await w.continue();
  await w.fillContact(p);
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  server.down = true;
  await w.fillAddress(p);
  await w.continue();
  await w.choosePropertyType(p);
  await w.continue();
  await expectScreen(page, HEADINGS['service-type'], 'service-type');
  expect(
    await page.evaluate<number>("JSON.parse(localStorage.getItem('pw_capture_outbox') ?? '[]').length"),
  ).toBe(2);
  expect(server.row(p.email)?.stage).toBe('contact_completed');
  server.down = false;
  await w.chooseServices(p);
  await w.continue();
  await expectScreen(page, HEADINGS.review, 'review');
  await expect.poll(() => server.row(p.email)?.stage).toBe('service_type_completed');
  const stages = server.captures.map((c) => c.stage);
  expect(stages).toEqual([
    'welcome_completed',
    'name_completed',
    'contact_completed',
    'address_completed',
    'property_type_completed',
    'service_type_completed',
  ]);
  expect(new Set(server.captures.map((c) => c.captureId)).size).toBe(stages.length);
  expect(receiver.bodies.map((b) => b.stage)).toEqual(stages);
  expect(server.row(p.email)).toMatchObject({ address: p.address, propertytype: 'Residential' });
});

test('queued captures are sent on the next visit; resume restores what was typed', async ({
  page,
  server,
}) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.continue();
  await w.fillName(p);
  await w.continue();
  server.down = true;
  await w.fillContact(p);
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await w.fillAddress(p);
  await w.continue();
  await expectScreen(page, HEADINGS['property-type'], 'property-type');
  server.down = false;
  await page.reload();
  // The chart resumes on the step the URL names, since the stored values reach it.
  await expectScreen(page, HEADINGS['property-type'], 'property-type');
  await expect.poll(() => server.row(p.email)?.stage).toBe('resumed_session');
  expect(server.captures.map((c) => c.stage)).toEqual([
    'welcome_completed',
    'name_completed',
    'contact_completed',
    'address_completed',
    'resumed_session',
  ]);
  await w.back();
  await expect(page.getByLabel('Property Location')).toHaveValue(p.address);
  await w.back();
  await expect(page.getByLabel('Email Address')).toHaveValue(p.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
  await w.back();
  await expect(page.getByLabel('First Name')).toHaveValue(p.name);
});

test('double booking from two browsers: the second is told kindly and picks another time', async ({
  browser,
  server,
}) => {
  test.setTimeout(60_000);
  const pages = await Promise.all(
    [browser.newContext(), browser.newContext()].map(async (c) => (await c).newPage()),
  );
  const people = [aProspect({ name: 'Ann' }), aProspect({ name: 'Bob' })];
  for (const [i, page] of pages.entries()) {
    await page.clock.install({ time: new Date('2025-06-02T09:00:00') });
    const w = new WizardDriver(page);
    await page.goto(`${server.url}/onboarding/welcome`);
    await w.toReview(people[i]!);
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await page.clock.runFor(16_000);
    await page.getByRole('button', { name: 'Schedule Now' }).click();
    await w.pickFirstOpenDay();
    await w.pickSlot('8:30 AM');
  }
  const [first, second] = pages as [(typeof pages)[0], (typeof pages)[0]];
  await first.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(first, HEADINGS.confirmation, 'confirmation');
  await second.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expect(second.getByText('That time was just booked').first()).toBeVisible();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.scheduling);
  await expect(second.getByRole('button', { name: '8:30 AM' })).toBeDisabled();
  await new WizardDriver(second).pickSlot('11:00 AM');
  await second.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(second, HEADINGS.confirmation, 'confirmation');
  const booked = server.captures
    .filter((c) => c.stage === 'appointment_scheduled')
    .map((c) => c.fields.appointmentTime);
  expect(booked).toEqual(['8:30 AM', '11:00 AM']);
});
