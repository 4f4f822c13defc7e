/**
 * Consent on record (issue 20, decisions 0220 and 0221) in real Chromium against the real server: the
 * text-message box is unticked by default on both contact steps, named by the site's wording, and its
 * version is stored with the capture; the owner sees it on the lead's page and records a "no more texts";
 * the unsubscribe link works with and without JavaScript.
 */
import type { Browser, Page } from '@playwright/test';
import { consentVersion, defaultConfig, unsubscribePath, type ConsentRecord } from '@pw/funnel';
import { unsubscribeToken } from '../../server/src/consent/unsubscribe-token';
import { expectNoAxeViolations } from '../support/a11y';
import { postCaptureFor, signInAt } from '../support/admin';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { uniqueEmail } from '../support/receiver';
import { LINK_SECRET } from '../support/server-control';

const WORDING = defaultConfig.consent.smsWording;

async function consentRecord(page: Page, email: string): Promise<ConsentRecord> {
  const res = await page.request.get(`/api/admin/leads/${encodeURIComponent(email)}/consent`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ConsentRecord;
}

test.describe('consent to text messages', () => {
  test('the wizard: unticked by default, and a tick is stored with its wording version', async ({ page }) => {
    const prospect = aProspect({ email: uniqueEmail('consent') });
    const wizard = new WizardDriver(page);
    await wizard.start();
    await wizard.toContact(prospect);
    const box = page.getByRole('checkbox', { name: WORDING });
    await expect(box).not.toBeChecked();
    await expectNoAxeViolations(page);
    await wizard.fillContact(prospect);
    await page.getByText(WORDING).click(); // the label ticks it
    await expect(box).toBeChecked();
    await wizard.continue();
    await expect(page.getByRole('heading', { name: HEADINGS.address })).toBeVisible();

    await signInAt(page, '/admin/leads');
    // The wizard moves on before its capture is stored: until it is, the lead's consent is a 404.
    const stored = async () => {
      const res = await page.request.get(`/api/admin/leads/${encodeURIComponent(prospect.email)}/consent`);
      return res.ok() ? ((await res.json()) as ConsentRecord).rows.length : res.status();
    };
    await expect.poll(stored).toBe(1);
    const record = await consentRecord(page, prospect.email);
    expect(record.rows[0]).toMatchObject({
      channel: 'sms',
      action: 'granted',
      how: 'box',
      version: consentVersion(WORDING),
      wording: WORDING,
      leadEmail: prospect.email,
    });
    expect(record.rows[0]!.page).toContain('/onboarding/contact');

    // The owner sees it on the lead's page and records the prospect's "no more texts" there.
    await page.goto(`/admin/leads/${encodeURIComponent(prospect.email)}`);
    const consent = page.getByRole('region', { name: 'Consent to follow-ups' });
    await expect(consent.getByText('May be sent: they ticked the box.')).toBeVisible();
    await expectNoAxeViolations(page);
    await consent.getByRole('button', { name: 'They asked: no more texts' }).click();
    await expect(consent.getByRole('status')).toHaveText('Texts stopped for good.');
    await expect(consent.getByText('Never sent: they asked us to stop.')).toBeVisible();
    await expect(consent.getByRole('cell', { name: 'Recorded by you' })).toBeVisible();
    const rows = (await consentRecord(page, prospect.email)).rows;
    expect(rows.map((r) => [r.action, r.how])).toEqual([
      ['granted', 'box'],
      ['withdrawn', 'owner'],
    ]);
  });

  test('the booking modal: unticked by default; an untouched box stores nothing', async ({ page }) => {
    const email = uniqueEmail('consent-modal');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Your Free Assessment' });
    const box = dialog.getByRole('checkbox', { name: WORDING });
    await expect(box).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Full Name').fill('Nell Box');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Phone Number').pressSequentially('5615550166');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Property Address')).toBeVisible();

    await signInAt(page, '/admin/leads');
    await expect.poll(async () => (await page.request.get(`/api/admin/leads/${email}`)).status()).toBe(200);
    expect((await consentRecord(page, email)).rows).toEqual([]);
  });
});

test.describe('the unsubscribe link', () => {
  async function unsubscribeIn(browser: Browser, javaScriptEnabled: boolean, email: string) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const link = unsubscribePath(unsubscribeToken(LINK_SECRET, { channel: 'email', address: email }));
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from follow-up e-mails' })).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0); // the address shows masked only
    // axe runs in the page (it needs JavaScript); the page without it is the same HTML.
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await context.close();
  }

  for (const javaScriptEnabled of [false, true]) {
    test(`withdraws the address ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      page,
      browser,
    }) => {
      const email = uniqueEmail(javaScriptEnabled ? 'unsub-js' : 'unsub-nojs');
      await postCaptureFor(page, email, 'Una Sub');
      await unsubscribeIn(browser, javaScriptEnabled, email);
      await signInAt(page, '/admin/leads');
      const record = await consentRecord(page, email);
      expect(record.rows.map((r) => [r.channel, r.address, r.action, r.how])).toEqual([
        ['email', email, 'withdrawn', 'unsubscribe_link'],
      ]);
    });
  }

  test('a forged link lands on a page that says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto(unsubscribePath('x'.repeat(60)));
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible();
  });
});
