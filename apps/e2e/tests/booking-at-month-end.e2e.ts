/**
 * One booking journey at a fixed awkward instant, whatever the real date: Monday 30 November 2026,
 * 16:30 in New York (21:30 UTC). The last slot of the day (4:00 PM) is within the two hours' notice, so
 * nothing is left today, and it is the month's last day: the calendar must open on December. A server of
 * its own runs under libfaketime from that instant; the browser's clock is installed at the same time.
 */
import { AvailabilityResponseSchema, availabilityRules, firstSelectableDay } from '@pw/funnel';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { expect, expectScreen, test } from '../support/onboarding-fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';
import { clockStartingAt } from '../support/shifted-clock';

const AT = new Date('2026-11-30T21:30:00Z');
const port = await freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

let startedAt = 0;
let stop = async () => {};
test.beforeAll(async () => {
  startedAt = Date.now();
  stop = await startOwnServer(port, { dataDirPrefix: 'pw-e2e-month-end-', env: clockStartingAt(AT) });
});
test.afterAll(() => stop());

test('at 16:30 on the last day of a month the calendar opens on the next month and books its first open day', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The server's clock started at AT when it was spawned: the page's runs from the same instant.
  await page.clock.install({ time: AT.getTime() + (Date.now() - startedAt) });
  const answer = AvailabilityResponseSchema.parse(await (await page.request.get('/api/availability')).json());
  expect(answer.from).toBe('2026-11-30'); // the server really lives at AT
  // The same rules say so: no slot left today, 1 December is open, the demo blocks 2 and 3 December.
  expect(firstSelectableDay(AT, availabilityRules(undefined), answer.unavailableDays)).toBe('2026-12-01');
  expect(answer.unavailableDays.slice(0, 2)).toEqual(['2026-12-02', '2026-12-03']);

  const w = new WizardDriver(page);
  await w.start();
  await w.toReview(aProspect({ name: 'Nora' }));
  await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
  await expectScreen(page, HEADINGS.quote, 'quote');
  await page.clock.runFor(16_000);
  await w.openScheduler();

  await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
  const cell = (day: string) => page.locator(`td[data-day="${day}"]`);
  await expect(cell('2026-12-01')).not.toHaveAttribute('data-disabled', 'true');
  for (const day of ['2026-12-02', '2026-12-03'])
    await expect(cell(day)).toHaveAttribute('data-disabled', 'true');
  await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
  await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  await expect(cell('2026-11-30')).toHaveAttribute('data-disabled', 'true');
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();

  await w.pickFirstOpenDay();
  expect(await w.pickSlot()).toBe('8:30 AM');
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(page, HEADINGS.confirmation, 'confirmation');
  await expect(page.getByText("You're booked for Tuesday, December 1, 2026 at 8:30 AM.")).toBeVisible();
  // The server holds it.
  const after = AvailabilityResponseSchema.parse(await (await page.request.get('/api/availability')).json());
  expect(after.takenSlots['2026-12-01']).toEqual(['8:30 AM']);
});
