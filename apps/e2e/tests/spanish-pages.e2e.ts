/**
 * The prospect's pages outside the wizard in Spanish (issue 41), in real Chromium on the real server: a
 * Spanish booked lead's manage link (`/es/manage-booking#<token>`, the path its Spanish e-mails carry)
 * shows the booking, moves it and cancels it with no English on screen; a Spanish lead's resume link
 * reopens the quote in Spanish in a fresh browser (another device); the Spanish terms and error pages.
 * Each is axe-clean and fits a 320 px screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDaysTo, manageBookingPath, to24Hour, type Capture } from '@pw/funnel';
import { aCapture, WEB_CATALOGS } from '@pw/funnel/testing';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { stillOpenSoon } from '../support/lasting-picks';
import { mintResumeLink, readLeadRow } from '../support/leads';

const SITE = 'https://palmbeachpressurepros.example';
const LEAD = { name: 'Ana', address: '1 Ocean Blvd', services: 'Roof Cleaning' };

/** True when nothing makes the page wider than the screen. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** An ICU message without its arguments (nested plurals too): the words a page would show of it. */
function literalParts(message: string): string[] {
  let depth = 0;
  let text = '';
  for (const char of message) {
    if (char === '{') depth++;
    if (depth === 0) text += char;
    else if (char === '}' && --depth === 0) text += '\u0000';
  }
  return text.split('\u0000').map((part) => part.trim());
}

/** The English web catalog's phrases (two words or more): none may be on a Spanish page. */
const ENGLISH_PHRASES = [
  ...new Set(
    Object.values(WEB_CATALOGS.en)
      .flatMap(literalParts)
      .map((part) => part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
      .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && part.length >= 8),
  ),
];

/** The English phrases visible on the page, the lead's own data (English names) taken out first. */
async function englishOnScreen(page: Page): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const data of Object.values(LEAD)) text = text.split(data).join(' ');
  return ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
}

/** Sends one capture of a Spanish page, as the browser would, and returns the server's answer. */
async function capture(page: Page, c: Capture): Promise<{ manageToken?: string }> {
  const res = await page.request.post('/api/captures', { data: c });
  expect(res.status(), await res.text()).toBe(202);
  return (await res.json()) as { manageToken?: string };
}

/** The first day after `from` the server will still book, with its open slots. */
async function openDayAfter(page: Page, from: string): Promise<{ day: string; slots: string[] }> {
  const soon = await stillOpenSoon(page);
  for (let day = addDaysTo(from, 1), i = 0; i < 40; i++, day = addDaysTo(day, 1))
    if (soon.day(day)) return { day, slots: soon.slots(day) };
  throw new Error(`no open day in the 40 after ${from}`);
}

/** A Spanish lead of its own visit, priced and, with `slot`, booked; answers the booking's manage token. */
async function aSpanishLead(page: Page, email: string, slot?: { day: string; time: string }) {
  const visitId = randomUUID();
  const fields = {
    email,
    name: LEAD.name,
    phone: '5615550123',
    address: LEAD.address,
    propertyType: 'Residential' as const,
    serviceNeeded: LEAD.services,
  };
  const step = (stage: Capture['stage'], currentStep: string, more: Capture['fields'] = {}) =>
    aCapture({
      captureId: randomUUID(),
      visitId,
      stage,
      currentStep,
      language: 'es',
      source: `${SITE}/es/onboarding/${currentStep}`,
      querystring: '',
      timestamp: new Date().toISOString(),
      fields: { ...fields, ...more },
    });
  await capture(page, step('quote_details', 'review'));
  if (!slot) return undefined;
  const answer = await capture(
    page,
    step('appointment_scheduled', 'result', {
      appointmentDate: slot.day,
      appointmentTime: slot.time,
      appointmentTimestamp: `${slot.day}T${to24Hour(slot.time)}:00`,
    }),
  );
  expect(answer.manageToken).toBeTruthy();
  return answer.manageToken!;
}

test("a Spanish lead's manage link: the booking, a move and a cancellation, all in Spanish", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const email = `es-manage-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/es');
  const { from } = (await (await page.request.get('/api/availability')).json()) as { from: string };
  const first = await openDayAfter(page, addDaysTo(from, -1));
  const token = await aSpanishLead(page, email, { day: first.day, time: first.slots.at(-1)! });
  expect((await readLeadRow(email)).language).toBe('es');

  // The path of the Spanish e-mails' link (decision 0321), the Spanish shell and the Spanish page.
  const link = manageBookingPath(token!, 'es');
  expect(link).toMatch(/^\/es\/manage-booking#/);
  await gotoHydrated(page, link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cita');
  await expect(
    page.getByText(/^Ana, su cita es el \p{L}+, \d+ de \p{L}+ de \d{4} a las? \d+:\d\d [ap]\.m\.$/u),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Su cita \| /);
  await expect(page.getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
  expect(await englishOnScreen(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // The switch keeps the booking (its token) in the other language, and comes back.
  await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your booking');
  // The check finds English where there is some (it can fail).
  expect(await englishOnScreen(page)).toContain('Your booking');
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(manageBookingPath(token!, 'en'));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cita');

  // Another open day: its times in Spanish; the move, then the cancellation.
  const next = await openDayAfter(page, first.day);
  await page.getByLabel('Nueva fecha').fill(next.day);
  const time = page.getByRole('combobox', { name: 'Nueva hora' });
  await expect(time.locator('option').nth(1)).toHaveText(/^\d+:\d\d [ap]\.m\.$/);
  await time.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Cambiar la cita' }).click();
  await expect(page.getByRole('status')).toHaveText('Su cita fue cambiada.');
  await expect.poll(async () => (await readLeadRow(email)).stage).toBe('appointment_rescheduled');
  expect(await englishOnScreen(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Cancelar la cita' }).click();
  await expect(page.getByRole('status')).toHaveText('Su cita fue cancelada.');
  await expect(page.getByText('Esta cita fue cancelada.')).toBeVisible();
  await expect.poll(async () => (await readLeadRow(email)).appointmentstatus).toBe('cancelled');
  expect(await englishOnScreen(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // A link no longer valid: the server's refusal (in English) said in Spanish.
  consoleErrors.allow(/status of 404/);
  // A new document: from the same path, a new fragment alone would not load the page again.
  await page.goto('about:blank');
  await page.goto(`/es/manage-booking#${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Este enlace no es válido o ya venció. Llámenos para cambiar su cita, por favor.',
  );
  expect(await englishOnScreen(page)).toEqual([]);
});

test("a Spanish lead's resume link reopens the quote in Spanish on another device", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `es-resume-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/es');
  await aSpanishLead(page, email);
  const url = await mintResumeLink(email);
  expect(url).toMatch(/\/es\/onboarding\/resume#[A-Za-z0-9_-]{43}$/);

  const phone = await browser.newContext({ baseURL });
  try {
    const other = await phone.newPage();
    await other.goto(url);
    await expect(other).toHaveURL(/\/es\/onboarding\/result$/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await expect(other.getByRole('list', { name: 'Idioma' }).locator('[aria-current="true"]')).toHaveText(
      'Español',
    );
    await expect(other.getByText(/\$\d/).first()).toBeVisible();
    // The opening is a Spanish capture of this device's visit: the lead stays Spanish.
    const row = await readLeadRow(email);
    expect(row.language).toBe('es');
  } finally {
    await phone.close();
  }
});

test('the Spanish terms page and the error page', async ({ page, consoleErrors }) => {
  await gotoHydrated(page, '/es/terms-of-service');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos del servicio');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es/terms-of-service`);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${SITE}/terms-of-service`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${SITE}/terms-of-service`,
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy-policy',
  );
  // The phone as Americans write it, in Spanish too.
  await expect(page.getByRole('main')).toContainText(/Llame al \(\d{3}\) \d{3}-\d{4} o escriba a/);
  expect(await englishOnScreen(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noSidewaysScroll(page)).toBe(true);

  // A page whose code cannot load: the error page, its heading in Spanish.
  consoleErrors.allow(/.*/);
  await page.route(/\/assets\/manage-booking-page[^/]*\.js$/, (route) => route.abort());
  await page.goto(`/es/manage-booking#${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Error inesperado de la aplicación!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
});
