/**
 * A Spanish prospect walks the wizard from its welcome to a quote and a booked appointment (issue 41,
 * decisions 0322 and 0324), on a 320 px screen: every screen in Spanish (no English sentence of the web
 * catalog shows on any of them, the step checks' toasts included), nothing wider than the screen, the
 * consent box's Spanish wording recorded, and the lead and its booking kept as Spanish.
 */
import type { Page } from '@playwright/test';
import { bookNameIn, DEFAULT_PRICE_BOOK } from '@pw/funnel';
import { WEB_CATALOGS } from '@pw/funnel/testing';
import { stillOpenSoon } from '../support/lasting-picks';
import { aProspect } from '../support/onboarding-driver';
import { expect, expectScreen, leadRow, test } from '../support/onboarding-fixtures';

/**
 * The English catalog's sentences, cut at their arguments: the pieces a page left in English would show
 * (two words or more, or one long word), less those Spanish writes the same ("Total", a price).
 */
const ENGLISH = [
  ...new Set(
    Object.entries(WEB_CATALOGS.en).flatMap(([key, message]) => {
      const spanish = WEB_CATALOGS.es[key as keyof typeof WEB_CATALOGS.es];
      // Arguments, plurals and selects out: `{count, plural, one {...} other {...}}` and `{name}`.
      let text = message;
      for (let inner = /\{[^{}]*\}/g; inner.test(text); inner.lastIndex = 0) text = text.replace(inner, '\n');
      return text
        .split('\n')
        .map((piece) => piece.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
        .filter((piece) => (piece.includes(' ') || piece.length >= 8) && !spanish.includes(piece));
    }),
  ),
];

/** No English sentence visible on the page now (its toasts included), and nothing wider than the screen. */
async function expectAllSpanish(page: Page, what: string) {
  const shown = await page.locator('body').innerText();
  expect(
    ENGLISH.filter((english) => shown.includes(english)),
    `English on ${what}`,
  ).toEqual([]);
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(wide, `${what} is wider than the screen`).toBe(false);
}

/** The screen of `heading` (focused, at `path`), all in Spanish. */
async function expectSpanishScreen(page: Page, heading: string | RegExp, path?: string) {
  await expectScreen(page, heading, path);
  await expectAllSpanish(page, String(heading));
}

test.use({ viewport: { width: 320, height: 640 } });

test('a Spanish prospect goes from the welcome to a quote and a booked appointment, all in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The list holds the wizard's English (the check can fail): a screen left English would show these.
  expect(ENGLISH).toEqual(
    expect.arrayContaining([
      'Confirm Your Details',
      'Schedule Now',
      'Please enter your name',
      'Back to Home',
    ]),
  );
  await page.clock.install();
  const p = aProspect();
  const next = () => page.getByRole('button', { name: /^(Continuar|Siguiente|Comencemos)$/ }).click();

  await page.goto('/es/onboarding/welcome');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectSpanishScreen(page, /^¡Hola! Soy .+\. ¡Bienvenido!$/, 'welcome');
  await next();
  await expectSpanishScreen(page, '¿Cómo se llama?', 'name');
  // A step's check says so in Spanish.
  await next();
  await expect(page.getByText('Escriba su nombre', { exact: true })).toBeVisible();
  await expectAllSpanish(page, "the name step's toast");
  await page.getByLabel('Nombre').fill(p.name);
  await next();

  await expectSpanishScreen(page, '¿Cómo puedo comunicarme con usted?', 'contact');
  await page.getByLabel('Correo electrónico').fill('ana.example.com');
  await next();
  await expect(page.getByText('Correo electrónico no válido', { exact: true })).toBeVisible();
  await expectAllSpanish(page, "the contact step's toast");
  await page.getByLabel('Correo electrónico').fill(p.email);
  const phone = page.getByLabel('Número de teléfono');
  await phone.focus();
  await phone.pressSequentially(p.phone);
  // The box in Spanish, whose version the capture records (the server reads it as the Spanish wording).
  const box = page.getByRole('checkbox', { name: /^Envíenme mensajes de texto/ });
  await box.check();
  const contactCapture = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/captures') &&
      (r.postDataJSON() as { stage?: string } | null)?.stage === 'contact_completed',
  );
  await next();
  const consent = (await contactCapture).postDataJSON() as {
    language: string;
    consent: { sms: { granted: boolean; version: string } };
  };
  expect(consent.language).toBe('es');
  expect(consent.consent.sms.granted).toBe(true);

  await expectSpanishScreen(page, '¿Cuál es la dirección de la propiedad?', 'address');
  await page.getByLabel('Ubicación de la propiedad').fill(p.address);
  await next();
  await expectSpanishScreen(page, '¿Qué tipo de propiedad es?', 'property-type');
  await page.getByRole('radio', { name: 'Residencial' }).check();
  await next();
  await expectSpanishScreen(page, '¿Qué servicios necesita?', 'service-type');
  // The tiles say the book's Spanish names (decision 0329); the capture keeps the English ones.
  for (const service of p.services)
    await page.getByRole('checkbox', { name: bookNameIn(DEFAULT_PRICE_BOOK, service, 'es') }).check();
  await next();

  await expectSpanishScreen(page, 'Confirme sus datos', 'review');
  await expect(page.getByRole('region', { name: 'Datos de contacto' })).toContainText(p.email);
  await expect(page.getByRole('region', { name: 'Tipo de propiedad' })).toContainText('Residencial');
  await page.getByRole('button', { name: 'Confirmar y obtener la cotización' }).click();
  await expectSpanishScreen(page, '¿Listo para transformar su propiedad?', 'quote');
  await page.clock.runFor(16_000);

  await expectSpanishScreen(page, 'Su cotización personalizada', 'result');
  await expect(page.getByText('Paquete de 2 servicios')).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');

  const availability = page.waitForResponse((r) => r.url().includes('/api/availability'));
  await page.getByRole('button', { name: 'Programar ahora' }).click();
  await availability;
  await expectSpanishScreen(page, 'Programe su servicio');
  await pickSlot(page, await pickOpenDay(page));
  await page.getByRole('button', { name: 'Confirmar la cita' }).click();

  await expectSpanishScreen(page, '¡Gracias por reservar con nosotros!', 'confirmation');
  await expect(
    page.getByText(
      /^Su cita está reservada para el \p{L}+, \d{1,2} de \p{L}+ de \d{4} a las? \d{1,2}:\d{2} (AM|PM)\.$/u,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('process_completed');
  expect(await leadRow(p.email)).toMatchObject({ language: 'es', appointmentstatus: 'confirmed' });

  // A returning prospect sees the booking, in Spanish.
  await page.reload();
  await expectSpanishScreen(page, /^Su cita está reservada para el /, 'confirmation');
});

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
