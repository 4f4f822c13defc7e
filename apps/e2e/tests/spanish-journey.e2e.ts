/**
 * Issue 41's "done when", end to end in real Chromium against a real server of its own that sends its
 * mail to a real SMTP receiver: a Spanish prospect goes from `/es` to a booked job through the wizard,
 * sees the owner's Spanish service, size and add-on names on every screen (decision 0329), with no English
 * visible at 390 px nor at 1280 px (each screen photographed at both into test-results/spanish-journey);
 * the booking's e-mail and its calendar file arrive in Spanish naming the services in Spanish; the manage
 * link they carry opens in Spanish and moves the booking, whose e-mail is Spanish too.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addDaysTo, DEFAULT_PRICE_BOOK, type PriceBook } from '@pw/funnel';
import { sizedDriveway, WEB_CATALOGS } from '@pw/funnel/testing';
import { mimeParts, SmtpReceiver, type ReceivedMail } from '../../server/test/smtp-receiver';
import { signInAt } from '../support/admin';
import { stillOpenSoon } from '../support/lasting-picks';
import { aProspect } from '../support/onboarding-driver';
import { expect, expectScreen, test } from '../support/onboarding-fixtures';
import { savePriceBook } from '../support/price-book';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
test.use({ baseURL, viewport: { width: 390, height: 844 } });

const smtp = new SmtpReceiver();
let stop = async () => {};
test.beforeAll(async () => {
  await smtp.start();
  stop = await startOwnServer(port, {
    dataDirPrefix: 'pw-e2e-spanish-journey-',
    env: {
      PUBLIC_URL: baseURL,
      OWNER_ALERTS: '0',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'bookings@wash.example.com',
    },
  });
});
test.afterAll(async () => {
  await stop();
  await smtp.stop();
});

/** The owner's book: the default's Spanish names, and a driveway priced by size with Spanish sizes and add-on. */
const BOOK: PriceBook = (() => {
  const { version: _v, ...book } = DEFAULT_PRICE_BOOK;
  const driveway = {
    ...sizedDriveway,
    nameEs: 'Limpieza de la entrada de autos',
    size: {
      ...sizedDriveway.size!,
      questionEs: '¿Cuántos autos caben en su entrada?',
      tiers: sizedDriveway.size!.tiers.map((t, i) => ({
        ...t,
        labelEs: ['1-2 autos', '3-4 autos', '5 o más autos'][i],
      })),
    },
    addOns: [{ name: 'Sealing', nameEs: 'Sellado', price: 120 }],
  };
  const services = book.categories.Residential.services.map((s) => (s.name === driveway.name ? driveway : s));
  return { ...book, categories: { ...book.categories, Residential: { services } } };
})();
const SERVICES_ES = 'Exterior de la casa, Limpieza de la entrada de autos';

/**
 * What a Spanish page must not show: the English catalog's sentences cut at their arguments (two words or
 * more, or one long word; less those Spanish writes the same) and the book's English names.
 */
const ENGLISH = [
  ...new Set(
    Object.entries(WEB_CATALOGS.en).flatMap(([key, message]) => {
      const spanish = WEB_CATALOGS.es[key as keyof typeof WEB_CATALOGS.es];
      let text = message;
      for (let inner = /\{[^{}]*\}/g; inner.test(text); inner.lastIndex = 0) text = text.replace(inner, '\n');
      return text
        .split('\n')
        .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
        .filter((piece) => (piece.includes(' ') || piece.length >= 8) && !spanish.includes(piece));
    }),
  ),
  ...['House Exterior', 'Driveway Cleaning', 'How many cars', 'cars', 'Sealing', 'powerwash'],
];

/** `text` as whole words ("cars" is not in "carsa"). */
const asWords = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'spanish-journey');

/**
 * The screen now at 390 px and at 1280 px: no English visible (toasts included), nothing wider than the
 * screen, a screenshot of each; then back to 390 px, where the prospect goes on.
 */
async function expectSpanishAtBothWidths(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const shown = await page.locator('body').innerText();
    expect(
      ENGLISH.filter((english) => asWords(english).test(shown)),
      `English on ${name} at ${width} px`,
    ).toEqual([]);
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(wide, `${name} is wider than ${width} px`).toBe(false);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The prospect's mails so far, waited for until `count` have arrived. */
async function mailsTo(email: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(count);
  return smtp.received.filter((m) => m.to.includes(email));
}
const textOf = (m: ReceivedMail) => mimeParts(m.raw).find((p) => p.headers.includes('text/plain'))!.body;
/** A calendar file's title and description, unfolded and unescaped. */
const icsOf = (m: ReceivedMail) =>
  [
    ...mimeParts(m.raw)
      .find((p) => p.headers.includes('text/calendar'))!
      .body.replace(/\r\n /g, '')
      .matchAll(/^(?:SUMMARY|DESCRIPTION):(.*)$/gm),
  ]
    .map((x) => x[1]!.replace(/\\([,;\\])/g, '$1'))
    .join('\n');

test('a Spanish prospect goes from /es to a booked job, gets its e-mails in Spanish and moves it, all in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signInAt(ownerPage, '/admin/prices');
  await savePriceBook(ownerPage, BOOK);
  await owner.close();

  // The English list finds English where there is some (the check can fail).
  expect(ENGLISH).toEqual(
    expect.arrayContaining(['Confirm Your Details', 'Schedule Now', 'Driveway Cleaning']),
  );
  await page.clock.install();
  const p = aProspect();
  const next = () => page.getByRole('button', { name: /^(Continuar|Siguiente|Comencemos)$/ }).click();

  await page.goto('/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'Cotización gratis' }).first().click();
  await expectScreen(page, /^¡Hola! Soy .+\. ¡Bienvenido!$/, 'welcome');
  await expectSpanishAtBothWidths(page, '01-welcome');
  await next();
  await expectScreen(page, '¿Cómo se llama?', 'name');
  await page.getByLabel('Nombre').fill(p.name);
  await next();
  await expectScreen(page, '¿Cómo puedo comunicarme con usted?', 'contact');
  await page.getByLabel('Correo electrónico').fill(p.email);
  const phone = page.getByLabel('Número de teléfono');
  await phone.focus();
  await phone.pressSequentially(p.phone);
  await expectSpanishAtBothWidths(page, '02-contact');
  await next();
  await expectScreen(page, '¿Cuál es la dirección de la propiedad?', 'address');
  await page.getByLabel('Ubicación de la propiedad').fill(p.address);
  await next();
  await expectScreen(page, '¿Qué tipo de propiedad es?', 'property-type');
  await page.getByRole('radio', { name: 'Residencial' }).check();
  await next();

  await expectScreen(page, '¿Qué servicios necesita?', 'service-type');
  await expectSpanishAtBothWidths(page, '03-services');
  await page.getByRole('checkbox', { name: 'Exterior de la casa' }).check();
  await page.getByRole('checkbox', { name: 'Limpieza de la entrada de autos' }).check();
  await next();

  await expectScreen(page, 'Cuéntenos el tamaño', 'size');
  const sizes = page.getByRole('group', { name: '¿Cuántos autos caben en su entrada?' });
  await expect(sizes).toContainText('5 o más autos');
  await sizes.getByRole('radio', { name: /^3-4 autos/ }).check();
  await page.getByRole('checkbox', { name: /^Sellado/ }).check();
  await expectSpanishAtBothWidths(page, '04-size');
  await next();

  await expectScreen(page, 'Confirme sus datos', 'review');
  await expect(page.getByRole('region', { name: 'Servicio que necesita' })).toContainText(SERVICES_ES);
  await expect(page.getByRole('main')).toContainText('3-4 autos, Sellado');
  await expectSpanishAtBothWidths(page, '05-review');
  // A long Spanish service name as a row's term leaves its value room (it once wrapped letter by letter).
  const chosen = await page.getByText('3-4 autos, Sellado', { exact: true }).boundingBox();
  expect(chosen!.width).toBeGreaterThan(120);
  const booked = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/captures') &&
      (r.postDataJSON() as { stage?: string } | null)?.stage === 'quote_details',
  );
  await page.getByRole('button', { name: 'Confirmar y obtener la cotización' }).click();
  // What is sent stays the English names, the owner's keys.
  const sent = (await booked).postDataJSON() as { fields: { serviceNeeded: string } };
  expect(sent.fields.serviceNeeded).toBe('House Exterior, Driveway Cleaning');
  await expectScreen(page, '¿Listo para transformar su propiedad?', 'quote');
  await expectSpanishAtBothWidths(page, '06-quote');
  await page.clock.runFor(16_000);

  await expectScreen(page, 'Su cotización personalizada', 'result');
  await expect(
    page.getByRole('row', { name: /Limpieza de la entrada de autos \(3-4 autos\)/ }),
  ).toContainText('$250');
  await expect(page.getByRole('row', { name: /^Sellado \(extra de Limpieza/ })).toContainText('$120');
  await expectSpanishAtBothWidths(page, '07-result');

  const availability = page.waitForResponse((r) => r.url().includes('/api/availability'));
  await page.getByRole('button', { name: 'Programar ahora' }).click();
  await availability;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Programe su servicio');
  await expectSpanishAtBothWidths(page, '08-scheduler');
  const bookedOn = await pickOpenDay(page);
  await pickSlot(page, bookedOn);
  await page.getByRole('button', { name: 'Confirmar la cita' }).click();
  await expectScreen(page, '¡Gracias por reservar con nosotros!', 'confirmation');
  await expectSpanishAtBothWidths(page, '09-confirmation');

  // The confirmation e-mail: Spanish, the services in Spanish, its calendar file too, a Spanish manage link.
  const [confirmation] = await mailsTo(p.email, 1);
  const body = textOf(confirmation!);
  expect(body).toMatch(/^Hola, Ann:/);
  expect(body).toContain(`Servicios: ${SERVICES_ES}`);
  expect(icsOf(confirmation!)).toContain(`Servicios: ${SERVICES_ES}`);
  expect(body).not.toMatch(/House Exterior|Driveway Cleaning|appointment/);
  const link = new RegExp(`${baseURL}/es/manage-booking#[A-Za-z0-9_-]+`).exec(body)?.[0];
  expect(link).toBeDefined();

  // The manage link in Spanish: the booking with its Spanish services, moved to another open day.
  await page.clock.resume();
  await page.goto(link!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su cita');
  await expect(page.getByText(SERVICES_ES)).toBeVisible();
  await expectSpanishAtBothWidths(page, '10-manage');
  const soon = await stillOpenSoon(page);
  await page.getByLabel('Nueva fecha').fill(openDayAfter(bookedOn, soon.day));
  const time = page.getByRole('combobox', { name: 'Nueva hora' });
  await expect(time.locator('option').nth(1)).toHaveText(/^\d+:\d\d [ap]\.m\.$/);
  await time.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Cambiar la cita' }).click();
  await expect(page.getByRole('status')).toHaveText('Su cita fue cambiada.');
  await expectSpanishAtBothWidths(page, '11-moved');

  const move = (await mailsTo(p.email, 2)).find((m) => m !== confirmation)!;
  expect(textOf(move)).toContain(`Servicios: ${SERVICES_ES}`);
  expect(textOf(move)).toMatch(/^Hola, Ann:/);
  expect(icsOf(move)).toContain(`Servicios: ${SERVICES_ES}`);
});

/** The first day after `from` that stays bookable a few minutes from now. */
function openDayAfter(from: string, open: (day: string) => boolean): string {
  for (let day = addDaysTo(from, 1), i = 0; i < 40; i++, day = addDaysTo(day, 1)) if (open(day)) return day;
  throw new Error(`no open day in the 40 after ${from}`);
}

/** The first day of the month shown (or the next) the server will still take a few minutes from now. */
async function pickOpenDay(page: Page) {
  const open = page.locator('td[data-day]:not([data-disabled]):not([data-outside]):not([data-hidden])');
  for (let month = 0; month < 2; month++) {
    await expect(page.getByRole('grid')).toBeVisible();
    const soon = await stillOpenSoon(page);
    const days = (await open.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day') ?? ''))).filter(
      soon.day,
    );
    if (days[0]) {
      await page.locator(`td[data-day="${days[0]}"]`).getByRole('button').click();
      return days[0];
    }
    await page.locator('.rdp-button_next').click();
  }
  throw new Error('No day in the calendar stays open for the next few minutes');
}

/** The first slot of the day shown that stays bookable a few minutes from now. */
async function pickSlot(page: Page, day: string) {
  const group = page.getByRole('group', { name: 'Elija la hora' });
  const enabled = group.getByRole('button').and(page.locator(':enabled'));
  await expect(enabled.first()).toBeVisible();
  const lasting = (await stillOpenSoon(page)).slots(day);
  const shown = (await enabled.allInnerTexts()).map((t) => t.trim());
  const label = shown.find((s) => lasting.includes(s));
  if (!label) throw new Error(`No slot stays open for the next few minutes: ${shown.join(', ')}`);
  await group.getByRole('button', { name: label, exact: true }).click();
}
