/**
 * The owner's side of Spanish (issue 41, decision 0326) in real Chromium against a server of its own (an
 * empty store): the inbox and the lead's page show each lead's language and filter by it; analytics splits
 * the funnel by language; the Prices page edits a Spanish name and flags an empty one; the Settings page
 * edits a Spanish follow-up template and flags an empty one. Each page is axe-clean.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { FollowUpSettings, PublicPriceBookAnswer } from '@pw/funnel';
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { USER_AGENTS } from '../support/admin-seed';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';

const port = await freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

/** One visit's steps to its address, on the page of `language`. */
async function visit(request: APIRequestContext, language: 'en' | 'es', email: string, name: string) {
  const visitId = randomUUID();
  const prefix = language === 'es' ? '/es' : '';
  const steps: [stage: string, step: string, fields: Record<string, string>][] = [
    ['screen_viewed', 'welcome', {}],
    ['welcome_completed', 'welcome', {}],
    ['name_completed', 'name', { name }],
    ['contact_completed', 'contact', { email, name, phone: '(561) 555-0123' }],
  ];
  for (const [stage, currentStep, fields] of steps) {
    const res = await request.post('/api/captures', {
      headers: { 'user-agent': USER_AGENTS.mobile },
      data: {
        captureId: randomUUID(),
        visitId,
        formType: 'onboarding',
        stage,
        currentStep,
        fields,
        source: `https://example.com${prefix}/onboarding/${currentStep}`,
        querystring: '',
        timestamp: new Date().toISOString(),
        language,
      },
    });
    expect(res.status(), await res.text()).toBe(202);
  }
}

let stop = async () => {};
test.beforeAll(async ({ playwright }) => {
  stop = await startOwnServer(port, { dataDirPrefix: 'pw-e2e-owner-spanish-' });
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  await visit(request, 'es', 'ana@example.com', 'Ana');
  await visit(request, 'en', 'ann@example.com', 'Ann');
  await request.dispose();
});
test.afterAll(() => stop());

/** A table's body rows as arrays of cell texts. */
const rows = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption })
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));

test.describe('the owner sees and edits the Spanish side, in English (issue 41)', () => {
  test('the inbox and the lead page show the language, and the inbox filters by it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAt(page, '/admin/leads');
    const table = page.getByRole('region', { name: 'Leads table' });
    await expect(table.getByRole('row', { name: /Ana/ })).toContainText('Español');
    await expect(table.getByRole('row', { name: /Ann/ })).toContainText('English');
    await page.getByLabel('Language').selectOption('Español');
    await expect(page).toHaveURL(/language=es/);
    await expect(table.getByRole('row', { name: /Ann/ })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /Ana/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await table.getByRole('link', { name: 'Ana' }).click();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Español', { exact: true })).toBeVisible();
  });

  test('analytics splits the funnel by language', async ({ page }) => {
    await signInAt(page, '/admin/analytics?days=7');
    await expect(page.getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    await expect
      .poll(async () => (await rows(page, 'Visits at each step by language')).slice(0, 4))
      .toEqual([
        ['Wizard opened', '1', '1'],
        ['Welcome completed', '1', '1'],
        ['Name completed', '1', '1'],
        ['Contact completed', '1', '1'],
      ]);
    await page.getByRole('radio', { name: 'Español' }).check();
    await expect(page.getByText('Visits at each step, Español')).toBeVisible();
    expect((await rows(page, 'Funnel steps'))[0]!.slice(0, 2)).toEqual(['Wizard opened', '1']);
    await expectNoAxeViolations(page);
  });

  test('the Prices page edits a Spanish name and flags an empty one', async ({ page }) => {
    await signInAt(page, '/admin/prices');
    await expect(page.getByTestId('spanish-names-missing')).toHaveCount(0);
    const roof = page.getByRole('group', { name: 'Roof Cleaning' });
    const spanish = roof.getByLabel('Service name in Spanish');
    await expect(spanish).toHaveValue('Limpieza de techos');
    await spanish.fill('');
    await expect(roof.getByText('Spanish missing: the English name is shown')).toBeVisible();
    await expect(page.getByTestId('spanish-names-missing')).toContainText('1 name has no Spanish version');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText(/^Saved as version \d+/)).toBeVisible();
    let book = ((await (await page.request.get('/api/price-book')).json()) as PublicPriceBookAnswer).book;
    expect(book.categories.Residential.services.find((s) => s.name === 'Roof Cleaning')).not.toHaveProperty(
      'nameEs',
    );
    await spanish.fill('Limpieza de tejados');
    await expect(page.getByTestId('spanish-names-missing')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText(/^Saved as version \d+/)).toBeVisible();
    book = ((await (await page.request.get('/api/price-book')).json()) as PublicPriceBookAnswer).book;
    expect(book.categories.Residential.services.find((s) => s.name === 'Roof Cleaning')?.nameEs).toBe(
      'Limpieza de tejados',
    );
  });

  test('the Settings page edits a Spanish follow-up template and flags an empty one', async ({ page }) => {
    await signInAt(page, '/admin/settings');
    const form = page.getByRole('region', { name: 'Follow-ups' });
    const sms = form.getByLabel('Spanish text message');
    await expect(sms).toHaveValue(/^Hola, \{name\}/);
    await sms.fill('Hola {name}, su cotización: {link}');
    await expect(form.getByTestId('preview-es-sms')).toHaveText(
      /^Hola Jordan, su cotización: http:\/\/[^/]+\/es\/onboarding\/resume#example$/,
    );
    await form.getByLabel('Spanish e-mail subject').fill('');
    await expect(form.getByTestId('spanish-missing')).toHaveText(
      'Spanish missing: English is sent for the e-mail subject.',
    );
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save follow-ups' }).click();
    await expect(form.getByText('Saved: follow-ups are on.')).toBeVisible();
    const saved = (await (
      await page.request.get('/api/admin/follow-ups/settings')
    ).json()) as FollowUpSettings;
    expect(saved.translated?.es).toMatchObject({
      smsText: 'Hola {name}, su cotización: {link}',
      emailSubject: '',
    });
    await page.reload();
    await expect(form.getByTestId('spanish-missing')).toBeVisible();
  });
});
