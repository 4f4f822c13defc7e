/**
 * A 375 px phone: the validation toast never covers Continue and leaves with its step, long values wrap
 * instead of scrolling the page sideways, the business name fits, a pasted +1 number keeps its digits,
 * the booking modal says what its phone field wants (the wizard's rule), the footer's Terms of Service is a
 * real page, and the 404 page keeps the site around it.
 */
import type { Page } from '@playwright/test';
import { gotoHydrated } from '../support/fixtures';
import { expect, expectAccessible, expectScreen, expectToast, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

/** True when nothing makes the page wider than the phone. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the Invalid Email toast stays clear of Continue and is gone on the next step', async ({ page }) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.toContact(p);
  await page.getByLabel('Email Address').fill('not-an-email');
  await w.typePhone(p.phone);
  await w.continue();
  await expectToast(page, 'Invalid Email');
  const toast = await page.locator('[data-variant]').filter({ hasText: 'Invalid Email' }).boundingBox();
  const button = await page.getByRole('button', { name: 'Continue' }).boundingBox();
  expect(toast && button).toBeTruthy();
  const overlaps =
    toast!.x < button!.x + button!.width &&
    button!.x < toast!.x + toast!.width &&
    toast!.y < button!.y + button!.height &&
    button!.y < toast!.y + toast!.height;
  expect(overlaps, 'the toast covers Continue').toBe(false);

  await page.getByLabel('Email Address').fill(p.email);
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await expect(page.getByText('Invalid Email', { exact: true })).toBeHidden();
});

test('a pasted +1 number keeps its ten digits, and a long e-mail wraps on the review', async ({ page }) => {
  const p = aProspect({
    email: `averyveryverylongmailboxname.${Date.now()}@subdomain.of-a-very-long-company-domain.example.com`,
  });
  const w = new WizardDriver(page);
  await w.start();
  await w.toContact(p);
  await page.getByLabel('Email Address').fill(p.email);
  const phone = page.getByLabel('Phone Number');
  // fill() delivers the whole text in one input, as a paste does (and, like a paste, honours maxLength).
  await phone.fill('+1 (561) 555-0199');
  await expect(phone).toHaveValue('(561) 555-0199');
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await w.addressToReview(p);
  await expect(page.getByText(p.email)).toBeVisible();
  await expect(page.getByText('(561) 555-0199')).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
});

test("the booking modal asks for 10 phone digits with the wizard's words, and takes a pasted +1", async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Your Free Assessment' });
  await dialog.getByLabel('Full Name').fill('Pat Phone');
  await dialog.getByLabel('Email Address').fill('pat@example.com');
  const phone = dialog.getByLabel('Phone Number');
  await phone.pressSequentially('561555012');
  await expect(phone).toHaveValue('(561) 555-012');
  const hint = dialog.getByText('Please enter a complete 10-digit phone number');
  await expect(hint).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter a complete 10-digit phone number');
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);

  await phone.fill('+1 (561) 555-0199');
  await expect(phone).toHaveValue('(561) 555-0199');
  await expect(hint).toBeHidden();
  await expect(next).toBeEnabled();
});

test('the header shows the business name whole', async ({ page }) => {
  await gotoHydrated(page, '/');
  const name = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .first()
    .locator('span')
    .first();
  await expect(name).toBeVisible();
  const clipped = await name.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
  expect(clipped, 'the business name is cut off').toBe(false);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('Terms of Service in the footer opens a page, not a "coming soon"', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await expect(footer.getByText(/coming soon/i)).toHaveCount(0);
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
});

test('the 404 page keeps the site header and footer and leads home or to a quote', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/404 Error: User attempted to access non-existent route/);
  consoleErrors.allow(/status of 404/);
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);
});
