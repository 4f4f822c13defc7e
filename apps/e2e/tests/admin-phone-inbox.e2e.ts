import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { postCapture, USER_AGENTS } from '../support/admin-seed';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';

/**
 * Answering from the phone (decision 0209), on a server of its own (an empty store, so "Waiting for you"
 * holds only these leads): Pat (google, a long e-mail) gives the contact step first, Quinn (direct) next.
 */
const port = await freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

const PAT = { email: 'patricia.longname-for-wrapping@example.com', name: 'Pat', phone: '(561) 555-0121' };
const QUINN = { email: 'quinn@example.com', name: 'Quinn', phone: '(561) 555-0122' };

let stop = async () => {};
test.beforeAll(async ({ playwright }) => {
  stop = await startOwnServer(port, { dataDirPrefix: 'pw-e2e-phone-inbox-' });
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  for (const [lead, querystring] of [
    [PAT, '?utm_source=google'],
    [QUINN, ''],
  ] as const) {
    const visit = { visitId: randomUUID(), userAgent: USER_AGENTS.mobile, querystring };
    await postCapture(request, {
      ...visit,
      stage: 'contact_completed',
      currentStep: 'contact',
      fields: lead,
    });
    await postCapture(request, {
      ...visit,
      stage: 'service_type_completed',
      currentStep: 'service-type',
      fields: { email: lead.email, serviceNeeded: 'House Exterior' },
    });
  }
  await request.dispose();
});
test.afterAll(() => stop());

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('answering from the phone', () => {
  test('at 390 px: waiting leads, cards with a Call link each, and Mark contacted on the timeline', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, '/admin/leads');
    const waiting = page.getByRole('list', { name: 'Waiting for you' });
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    // Oldest first, each with the time it has waited.
    await expect(waiting.getByRole('listitem').first()).toContainText('Pat');
    await expect(waiting.getByTestId('waited').first()).toHaveText(/^Waiting (under a minute|\d+ min)$/);

    // The inbox is a list of cards: name, what they want, price, step, wait, and a Call button.
    const cards = page.getByRole('list', { name: 'Leads' }).getByTestId('lead-card');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Leads table' })).toBeHidden();
    const pat = cards.filter({ hasText: 'Pat' });
    await expect(pat).toContainText('House Exterior');
    await expect(pat).toContainText('Service type completed');
    await expect(pat).toContainText(/Waiting/);
    for (const lead of [PAT, QUINN]) {
      const digits = `tel:${lead.phone.replace(/\D/g, '')}`;
      await expect(cards.getByRole('link', { name: `Call ${lead.phone}` })).toHaveAttribute('href', digits);
    }
    await noSideScroll(page, 390);
    await expectNoAxeViolations(page);

    // The lead's page: Call, Text and E-mail, then Mark contacted (by text).
    await waiting.getByRole('link', { name: 'Pat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pat' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      'tel:5615550121',
    );
    await expect(page.getByRole('link', { name: 'Text', exact: true })).toHaveAttribute(
      'href',
      'sms:5615550121',
    );
    await expect(page.getByRole('link', { name: 'E-mail', exact: true })).toHaveAttribute(
      'href',
      `mailto:${PAT.email}`,
    );
    await page.getByLabel('How you reached them').selectOption({ label: 'Text' });
    await page.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Marked contacted.' })).toBeVisible();
    await expect(page.getByTestId('timeline-mark')).toHaveText(['Contacted']);
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('(owner, by text)');
    await expect(page.getByTestId('contact-standing')).toContainText('First contacted');
    await noSideScroll(page, 390);
    await expectNoAxeViolations(page);

    // Back in the inbox, only Quinn waits.
    await page.getByRole('link', { name: 'Back to leads' }).click();
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting).toContainText('Quinn');
  });

  test('at 1280 px: the table keeps each e-mail on one line, and analytics draws the response times', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, '/admin/leads');
    const table = page.getByRole('region', { name: 'Leads table' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Leads' })).toBeHidden();
    const cell = table.getByRole('cell', { name: PAT.email });
    // One line: the cell's text box is no taller than one line of its text.
    const lines = await cell.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await expect(table.getByRole('link', { name: PAT.phone })).toHaveAttribute('href', 'tel:5615550121');
    await expect(table.getByRole('row').filter({ hasText: 'Pat' })).toContainText(/Answered in/);
    await noSideScroll(page, 1280);
    await expectNoAxeViolations(page);

    await page.goto('/admin/analytics?days=7');
    const figure = page.getByRole('figure', { name: /^Answered within 5 minutes and 1 hour, by source/ });
    await expect(figure).toBeVisible();
    await expect(figure.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const rows = page.getByRole('table', { name: 'Response times per source' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('All sources');
    await expect(rows.filter({ hasText: 'google' })).toContainText('1');
    await noSideScroll(page, 1280);
    await expectNoAxeViolations(page);
  });
});
