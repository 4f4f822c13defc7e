import { restartServer, stopServer } from '../support/server-control';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { hookBodies, leadRow } from '../support/onboarding-fixtures';
import { uniqueEmail } from '../support/receiver';

const outbox =
  "JSON.parse(localStorage.getItem('pw_capture_outbox') ?? '[]').map((c) => c.formType + ':' + c.stage)";
const REFUSED = /Failed to load resource: net::ERR_CONNECTION_REFUSED|Failed to fetch/;

test('a booking modal lead made while the real server is down waits in the outbox and arrives once it is back', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  consoleErrors.allow(REFUSED);
  const email = uniqueEmail('outage');
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Your Free Assessment' });
  await dialog.getByLabel('Full Name').fill('Otto Outage');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Phone Number').fill('5615550142');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect.poll(async () => (await leadRow(email))?.stage).toBe('booking_progress');
  await stopServer();
  try {
    await dialog.getByLabel('Property Address').fill('1 Outage Way, Jupiter, FL');
    for (let i = 0; i < 2; i++) await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Skip & Submit' }).click();
    // The visitor is thanked: the lead is safe in this browser, not lost.
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect
      .poll(() => page.evaluate<string[]>(outbox))
      .toEqual([
        'bookingModal:booking_progress',
        'bookingModal:booking_progress',
        'bookingModal:process_completed',
      ]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.close();
  } finally {
    await restartServer();
  }
  // The tab was closed; the next visit to any page sends what waited, in order.
  const next = await page.context().newPage();
  await gotoHydrated(next, '/pricing');
  await expect.poll(() => next.evaluate<string[]>(outbox), { timeout: 20_000 }).toEqual([]);
  expect(await leadRow(email)).toMatchObject({
    stage: 'process_completed',
    formtype: 'bookingModal',
    completed: true,
    name: 'Otto Outage',
    address: '1 Outage Way, Jupiter, FL',
  });
  await expect
    .poll(async () => (await hookBodies(email)).map((b) => `${String(b.stage)}:${String(b.currentStep)}`))
    .toEqual([
      'booking_progress:contact',
      'booking_progress:property',
      'booking_progress:service',
      'process_completed:notes',
    ]);
});
