/**
 * A prospect won back by a follow-up (issue 20), end to end in real Chromium against a real server of its
 * own: the owner sets the first follow-up to 1 minute; a prospect who ticked the text box stops at the
 * price; nothing is sent before the minute is up, and once the server's clock is moved to it the text
 * reaches the Twilio-shaped fake with its resume link; the link, opened in a fresh browser context (another
 * device), brings back the quote but not the person (a text's link proves nothing of who holds the number,
 * decision 0307), so the prospect gives their details again, sees the same price (the opening stopped the
 * sequence: the prospect came back), and books. The server lives on a Tuesday at 10:00 in Palm Beach (libfaketime), inside the 8 am-8 pm sending
 * hours whatever the real hour, on a clock the test moves (support/movable-clock.ts: the minute is not
 * waited for); the pages' clocks are installed at the server's instant.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEFAULT_FOLLOW_UP_SETTINGS, defaultConfig, type LeadFollowUpsView } from '@pw/funnel';
import { FakeTwilio } from '../../server/test/fake-twilio';
import { signInAt } from '../support/admin';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { expect, expectScreen, test } from '../support/onboarding-fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';
import { MovableClock } from '../support/movable-clock';

const AT = new Date('2026-03-03T15:00:00Z'); // Tuesday, 10:00 in New York
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
test.use({ baseURL });

const fake = new FakeTwilio();
// Made in the worker (the runner imports this file too, to list its tests).
let clock: MovableClock;
let stop = async () => {};
test.beforeAll(async () => {
  await fake.start();
  clock = new MovableClock(AT);
  stop = await startOwnServer(port, {
    dataDirPrefix: 'pw-e2e-follow-up-',
    env: {
      ...clock.env(),
      PUBLIC_URL: baseURL,
      OWNER_ALERTS: '0',
      ...fake.env(),
    },
  });
});
test.afterAll(async () => {
  await stop();
  await fake.stop();
  clock.remove();
});

/** The server's instant now: its clock started at AT when it was spawned, and moves when the test moves it. */
const serverNow = () => clock.now();

/** The owner's API from a signed-in page, with the session's CSRF token. */
async function ownerApi(page: Page) {
  await signInAt(page, '/admin/settings');
  const session = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
  return { 'x-csrf-token': session.csrfToken };
}

test('a prospect who stops at the price is texted a minute later, finishes from the link on another device, and is sent nothing more', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await page.clock.install({ time: serverNow() });
  const csrf = await ownerApi(page);
  const saved = await page.request.put('/api/admin/follow-ups/settings', {
    headers: csrf,
    data: { ...DEFAULT_FOLLOW_UP_SETTINGS, enabled: true, delaysMinutes: [1, 60, 1440] },
  });
  expect(saved.status()).toBe(200);

  const p = aProspect({ phone: '5615550177' });
  const w = new WizardDriver(page);
  await w.start();
  await w.toContact(p);
  await w.fillContact(p);
  await page.getByText(defaultConfig.consent.smsWording).click(); // the label ticks the box
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await w.addressToReview(p);
  await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
  await expectScreen(page, HEADINGS.quote, 'quote');
  await page.clock.runFor(16_000);
  await expectScreen(page, HEADINGS.result, 'result');
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');

  // The first message is due a minute after the last step; nothing goes before (two polls of the worker
  // later, still nothing); with the server's clock moved past that instant, the text with its link.
  const followUps = async () =>
    (await (
      await page.request.get(`/api/admin/leads/${encodeURIComponent(p.email)}/follow-ups`)
    ).json()) as LeadFollowUpsView;
  await expect.poll(async () => (await followUps()).sequence?.state).toBe('waiting');
  const due = new Date((await followUps()).sequence!.nextAt!);
  expect(due.getTime() - serverNow()).toBeGreaterThan(10_000);
  await page.waitForTimeout(2_000);
  expect(fake.messages.filter((m) => m.to === '+15615550177')).toHaveLength(0);
  clock.moveTo(due);
  await expect.poll(() => fake.messages.filter((m) => m.to === '+15615550177').length).toBe(1);
  const text = fake.messages.find((m) => m.to === '+15615550177')!.body;
  expect(text).toMatch(/Reply STOP to opt out\.$/);
  const link = new RegExp(`${baseURL}/onboarding/resume#[A-Za-z0-9_-]+`).exec(text)?.[0];
  expect(link).toBeDefined();

  const other: BrowserContext = await browser.newContext({ baseURL });
  try {
    const phone = await other.newPage();
    await phone.clock.install({ time: serverNow() });
    await phone.goto(link!);
    // The quote's answers come back, none of the person's: the wizard asks for the name again.
    await expectScreen(phone, HEADINGS.name, 'name');
    await expect(phone.getByLabel('First Name')).toHaveValue('');
    const book = new WizardDriver(phone);
    await book.fillName(p);
    await book.continue();
    await expectScreen(phone, HEADINGS.contact, 'contact');
    await book.fillContact(p);
    await book.continue();
    await expectScreen(phone, HEADINGS.address, 'address');
    await book.addressToReview(p);
    await phone.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await expectScreen(phone, HEADINGS.quote, 'quote');
    await phone.clock.runFor(16_000);
    await expectScreen(phone, HEADINGS.result, 'result');
    await expect(phone.getByRole('row', { name: /Total/ })).toContainText('$900');
    await book.openScheduler();
    await book.pickFirstOpenDay();
    await book.pickSlot();
    await phone.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectScreen(phone, HEADINGS.confirmation, 'confirmation');
  } finally {
    await other.close();
  }

  // Coming back by the link after a message stopped the sequence for good (the chart's `recovered`),
  // and the booking keeps it stopped: one message in all.
  const view = await followUps();
  expect(view.sequence).toMatchObject({ state: 'stopped', sent: 1, stopReason: 'recovered' });
  expect(view.messages).toMatchObject([{ channel: 'sms', step: 1, to: '+15615550177', status: 'sent' }]);
  expect(fake.messages.filter((m) => m.to === '+15615550177')).toHaveLength(1);
});
