/**
 * The link that resumes a quote (issue 20, decisions 0234 and 0235), in real Chromium against the real
 * server: a prospect stops at the quote on one device; the link a follow-up carries, opened in a fresh
 * browser context (another device: no storage, no visit of its own yet), lands on the result with the same
 * price, and booking from it succeeds with the manage link (the visit became the lead's own) and stops the
 * lead's follow-up sequence. A forged
 * link lands on the welcome screen with a sentence.
 */
import { RESUME_LINK_REFUSED } from '@pw/funnel';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import {
  expect,
  expectAccessible,
  expectScreen,
  hookStages,
  leadRow,
  test,
} from '../support/onboarding-fixtures';
import { mintResumeLink, readFollowUps, readLead } from '../support/leads';

test('a prospect who stopped at the quote finishes from the link on another device, at the same price', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const p = aProspect();
  await page.clock.install();
  const w = new WizardDriver(page);
  await w.toResult(p);
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('quote_viewed');
  await page.close();
  // A lead that stopped at the price: its follow-up sequence is waiting to send.
  expect((await readFollowUps(p.email)).sequence?.state).not.toBe('stopped');

  const url = await mintResumeLink(p.email);
  expect(url).toMatch(/\/onboarding\/resume#[A-Za-z0-9_-]{43}$/);
  expect(url).not.toContain(p.email.split('@')[0]!);
  const phone = await browser.newContext({ baseURL });
  try {
    const other = await phone.newPage();
    const errors: string[] = [];
    other.on('pageerror', (e) => errors.push(e.message));
    other.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await other.goto(url);
    await expectScreen(other, HEADINGS.result, 'result');
    await expect(other.getByRole('row', { name: /Total/ })).toContainText('$900');
    await expect(other.getByText('2 Services Package')).toBeVisible();
    // The token left the address bar with the fragment that held it.
    expect(new URL(other.url()).hash).toBe('');
    await expectAccessible(other);
    await expect
      .poll(async () => (await readLead(p.email)).events.map((e) => e.stage))
      .toContain('resumed_from_link');
    expect((await leadRow(p.email))?.stage).toMatch(/^(resumed_from_link|result_page_viewed|quote_viewed)$/);

    const book = new WizardDriver(other);
    await book.openScheduler();
    await book.pickFirstOpenDay();
    await book.pickSlot();
    await other.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectScreen(other, HEADINGS.confirmation, 'confirmation');
    // The opening visit is the lead's own: the server gave it the booking's manage link.
    await expect(other.getByRole('link', { name: 'Manage your booking' })).toBeVisible();
    await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('process_completed');
    await expect.poll(() => hookStages(p.email)).toContain('appointment_scheduled');
    // Booking from the link stopped the sequence for good.
    expect((await readFollowUps(p.email)).sequence).toMatchObject({ state: 'stopped', stopReason: 'booked' });
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }
  // Booked: the link no longer opens the quote; on a third device it lands on the welcome screen with the
  // sentence (the phone itself shows its booking, as any browser that booked).
  const third = await browser.newContext({ baseURL });
  try {
    const later = await third.newPage();
    await later.goto(url);
    await expectScreen(later, HEADINGS.welcome, 'welcome');
    await expect(later.getByRole('status').filter({ hasText: RESUME_LINK_REFUSED })).toBeVisible();
  } finally {
    await third.close();
  }
});

test('a forged link lands on the welcome screen with a sentence, and nothing of anyone', async ({
  page,
  consoleErrors,
}) => {
  // The server's 404 for the token, which the browser logs as a failed resource.
  consoleErrors.allow(/status of 404/);
  await page.goto(`/onboarding/resume#${'A'.repeat(43)}`);
  await expectScreen(page, HEADINGS.welcome, 'welcome');
  await expect(page.getByRole('status').filter({ hasText: RESUME_LINK_REFUSED })).toBeVisible();
  await expectAccessible(page);
  // The sentence goes once the prospect starts a new quote.
  await new WizardDriver(page).continue();
  await expectScreen(page, HEADINGS.name, 'name');
  await expect(page.getByText(RESUME_LINK_REFUSED)).toHaveCount(0);
  await expect(page.getByLabel(/name/i)).toHaveValue('');
});
