/**
 * The prospect's pages in Spanish (issue 41, decision 0322): `/es` prerendered in Spanish with `lang="es"`
 * and `hreflang` both ways, axe-clean, nothing wider than a 320 px screen, the switch to the same place in
 * the other language (the wizard's step and answers kept: they are this browser's), the offer to a browser
 * that prefers Spanish (never a redirect), and a capture made on a Spanish page says `language: 'es'`.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';
import { expectScreen } from '../support/onboarding-fixtures';

const SITE = 'https://palmbeachpressurepros.example';

/** True when nothing makes the page wider than the screen. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('the Spanish site', () => {
  test('/es is Spanish, lang="es", with hreflang both ways and its own canonical, axe-clean', async ({
    page,
  }) => {
    await gotoHydrated(page, '/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Lavado a presión en Palm Beach County/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Profesionales de lavado a presión de confianza en Palm Beach County',
    );
    await expect(page.getByRole('link', { name: 'Cotización gratis' }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', `${SITE}/`);
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute('href', `${SITE}/es`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${SITE}/`);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[hreflang="es"]')).toHaveAttribute('href', `${SITE}/es/pricing`);
  });

  test('pricing, privacy and the 404 in Spanish', async ({ page, consoleErrors }) => {
    await gotoHydrated(page, '/es/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios en Palm Beach County');
    await expect(page.getByRole('tab', { name: 'Residencial' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('columnheader')).toHaveText([
      'Tipo de servicio',
      'Precio',
    ]);
    await page.getByRole('tab', { name: 'Comercial' }).click();
    await expect(page.getByRole('tab', { name: 'Comercial' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/es/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await expect(page.getByText('Última actualización: 3 de abril de 2025')).toBeVisible();

    consoleErrors.allow(/404 Error: User attempted to access non-existent route|status of 404/);
    const missing = await page.goto('/es/no-existe');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('¡Uy! No encontramos la página')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  });

  test('at 320 px nothing overflows on the Spanish pages', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/es', '/es/pricing', '/es/privacy-policy', '/es/onboarding/welcome', '/']) {
      await gotoHydrated(page, path);
      expect(await noSidewaysScroll(page), path).toBe(true);
      await expect(page.locator('[data-language-switch]:visible'), path).toHaveCount(1);
    }
  });

  test('the switch goes to the same place in the other language, and back', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precios en Palm Beach County');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("the wizard's switch keeps the step and the answers (this browser's storage)", async ({ page }) => {
    const p = aProspect();
    const w = new WizardDriver(page);
    await w.start();
    await w.toAddress(p);
    await page.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/onboarding\/address$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectScreen(page, '¿Cuál es la dirección de la propiedad?', 'address');
    await page.getByRole('button', { name: 'Atrás', exact: true }).click();
    await expectScreen(page, '¿Cómo puedo comunicarme con usted?', 'contact');
    await expect(page).toHaveURL(/\/es\/onboarding\/contact$/);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(p.email);
    await page.getByRole('list', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
    await expectScreen(page, HEADINGS.contact, 'contact');
    await expect(page.getByLabel('Email Address')).toHaveValue(p.email);
  });

  test('a capture made on a Spanish page carries language es', async ({ page }) => {
    const capture = page.waitForRequest(
      (request) => request.url().endsWith('/api/captures') && request.method() === 'POST',
    );
    await gotoHydrated(page, '/es/onboarding/welcome');
    // The wizard's start records the welcome's view: the first capture of the visit.
    const body = (await capture).postDataJSON() as { language?: string; stage?: string };
    expect(body.language).toBe('es');
  });
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is offered the Spanish site on an English page, never redirected, and can say no', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveURL(/\/$/);
    const offer = page.getByTestId('language-offer');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
    await offer.getByRole('button').click();
    await expect(offer).toBeHidden();
    // Said no for the tab's session: the next page offers nothing.
    expect(await page.evaluate(() => sessionStorage.getItem('pw_language_offer_dismissed'))).toBe('1');
  });
});
