import { receivedWebhooks } from '../support/receiver';
import { restartServer, stopServer } from '../support/server-control';
import { expect, expectScreen, hookStages, leadRow, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { pickedDays } from '../support/lasting-picks';

/** The step captures waiting in the browser outbox (screen views wait there too, but are analytics only). */
const outboxLength =
  "JSON.parse(localStorage.getItem('pw_capture_outbox') ?? '[]').filter((c) => c.stage !== 'screen_viewed').length";
const REFUSED = /Failed to load resource: net::ERR_CONNECTION_REFUSED|Failed to fetch/;

test('the real server down for a few steps and back: nothing lost, nothing duplicated, in order', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(REFUSED);
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.toAddress(p);
  await expect.poll(() => hookStages(p.email)).toEqual(['contact_completed']);
  await stopServer();
  try {
    await w.fillAddress(p);
    await w.continue();
    await w.choosePropertyType(p);
    await w.continue();
    await expectScreen(page, HEADINGS['service-type'], 'service-type');
    await expect.poll(() => page.evaluate<number>(outboxLength)).toBe(2);
  } finally {
    await restartServer();
  }
  // The same data dir: what was captured before the stop is still there (the page's queued captures may
  // already have moved the lead on since the server came back: the order is checked below).
  const kept = await leadRow(p.email);
  expect(kept).toMatchObject({ name: p.name });
  expect(['contact_completed', 'address_completed', 'property_type_completed']).toContain(kept?.stage);
  await w.chooseServices(p);
  await w.continue();
  await expectScreen(page, HEADINGS.review, 'review');
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('service_type_completed');
  expect(await leadRow(p.email)).toMatchObject({
    address: p.address,
    propertytype: 'Residential',
    serviceneeded: 'House Exterior, Roof Cleaning',
  });
  expect(await page.evaluate<number>(outboxLength)).toBe(0);
  const stages = [
    'contact_completed',
    'address_completed',
    'property_type_completed',
    'service_type_completed',
  ];
  await expect.poll(() => hookStages(p.email)).toEqual(stages);
  // Each stage exactly once: one delivery per webhook-id, and nothing more arrives later.
  const mine = (await receivedWebhooks()).filter((h) => h.body.email === p.email);
  expect(new Set(mine.map((h) => h.headers['webhook-id'])).size).toBe(stages.length);
  await page.waitForTimeout(1_000);
  expect(await hookStages(p.email)).toEqual(stages);
});

test('queued captures are sent on the next visit; resume restores what was typed', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(REFUSED);
  // A capture that reaches the server while it stops is answered 503 (draining) and queued, as refused.
  consoleErrors.allow(/status of 503/);
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.continue();
  await w.fillName(p);
  // The name step's capture must reach the server before it stops, or it waits in the outbox too.
  const nameStored = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/captures') &&
      r.ok() &&
      (r.request().postData() ?? '').includes('"name_completed"'),
  );
  await w.continue();
  await nameStored;
  await stopServer();
  try {
    await w.fillContact(p);
    await w.continue();
    await expectScreen(page, HEADINGS.address, 'address');
    await w.fillAddress(p);
    await w.continue();
    await expectScreen(page, HEADINGS['property-type'], 'property-type');
    await expect.poll(() => page.evaluate<number>(outboxLength)).toBe(2);
    // The page re-sends its queue every 15 s: kept from the server until the next visit, so that the
    // visit, not a timer that fires while the server restarts, is what sends it.
    await page.route(/\/api\/captures/, (route) => route.abort('connectionrefused'));
  } finally {
    await restartServer();
  }
  expect(await leadRow(p.email)).toBeUndefined();
  await page.unrouteAll();
  await page.reload();
  // The chart resumes on the step the URL names, since the stored values reach it.
  await expectScreen(page, HEADINGS['property-type'], 'property-type');
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('resumed_session');
  expect(await leadRow(p.email)).toMatchObject({ name: p.name, address: p.address });
  await expect
    .poll(() => hookStages(p.email))
    .toEqual(['contact_completed', 'address_completed', 'resumed_session']);
  await w.back();
  await expect(page.getByLabel('Property Location')).toHaveValue(p.address);
  await w.back();
  await expect(page.getByLabel('Email Address')).toHaveValue(p.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
  await w.back();
  await expect(page.getByLabel('First Name')).toHaveValue(p.name);
});

test('a capture waiting its turn when the prospect follows a link is sent by the next page', async ({
  page,
}) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  // Captures go one after another: while the contact step's screen view is on the wire, its capture
  // waits behind it, and a page left then takes a fetch not yet started with it.
  let viewHeld = false;
  await page.route(/\/api\/captures$/, async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('"screen_viewed"') && body.includes('"currentStep":"contact"')) {
      viewHeld = true;
      return; // left unanswered; the navigation below ends it
    }
    await route.continue();
  });
  await w.toContact(p);
  // The view is sent behind the name step's capture: it may leave a moment after the screen shows.
  await expect.poll(() => viewHeld).toBe(true);
  await w.fillContact(p);
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  expect(await leadRow(p.email)).toBeUndefined();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/privacy-policy');
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('contact_completed');
  expect(await leadRow(p.email)).toMatchObject({ name: p.name });
  await expect.poll(() => hookStages(p.email)).toEqual(['contact_completed']);
});

test('double booking from two browsers: the database refuses the second, who is told kindly and picks another time', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const people = [aProspect({ name: 'Ann' }), aProspect({ name: 'Bob' })];
  const slots: string[] = [];
  for (const [i, page] of pages.entries()) {
    await page.clock.install();
    const w = new WizardDriver(page);
    await w.start();
    await w.toReview(people[i]!);
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await expectScreen(page, HEADINGS.quote, 'quote');
    await page.clock.runFor(16_000);
    await w.openScheduler();
    // The last open day of the month: earlier tests fill the first one, which could then become full.
    await w.pickFirstOpenDay('last');
    slots.push(await w.pickSlot());
  }
  // Both saw the same free slot: the first to confirm gets it.
  expect(slots[0]).toBe(slots[1]);
  const [first, second] = pages as [(typeof pages)[0], (typeof pages)[0]];
  await first.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(first, HEADINGS.confirmation, 'confirmation');
  await second.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expect(second.getByText('That time was just booked').first()).toBeVisible();
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.scheduling);
  // Earlier tests on this worker's server may have left that slot the day's last: then the whole day is
  // full and offered no more, and Bob picks another day; else the day stays, with the slot crossed out.
  const day = pickedDays.get(second)!;
  const dayCell = second.locator(`td[data-day="${day}"]`);
  const bobDriver = new WizardDriver(second);
  const taken = second.getByRole('group', { name: 'Select Time Slot' });
  const takenSlot = taken.getByRole('button', { name: slots[0], exact: true });
  // The day full: its cell disabled, wherever the calendar now shows it (as another month's outside day).
  const dayFull = async () => (await dayCell.and(second.locator('[data-disabled]')).count()) > 0;
  const slotCrossed = async () => (await takenSlot.and(second.locator(':disabled')).count()) > 0;
  await expect.poll(async () => (await dayFull()) || (await slotCrossed())).toBe(true);
  if (await dayFull()) {
    await expect(taken.getByRole('button', { pressed: true })).toHaveCount(0);
    await bobDriver.pickFirstOpenDay('last');
  }
  const other = await bobDriver.pickSlot();
  expect(`${pickedDays.get(second)} ${other}`).not.toBe(`${day} ${slots[0]}`);
  await second.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(second, HEADINGS.confirmation, 'confirmation');
  const [ann, bob] = [await leadRow(people[0]!.email), await leadRow(people[1]!.email)];
  expect(ann).toMatchObject({ appointmentstatus: 'confirmed' });
  expect(bob).toMatchObject({ appointmentstatus: 'confirmed' });
  expect(ann?.scheduled_time).not.toEqual(bob?.scheduled_time);
  await expect.poll(() => hookStages(people[1]!.email)).toContain('process_completed');
  const bobBooked = (await receivedWebhooks())
    .map((h) => h.body)
    .filter((b) => b.email === people[1]!.email && b.stage === 'appointment_scheduled');
  expect(bobBooked.map((b) => b.appointmentTime)).toEqual([other]);
  await Promise.all(contexts.map((c) => c.close()));
});
