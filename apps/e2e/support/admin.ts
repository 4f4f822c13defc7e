import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server-control';

/** Every owner-only page: the /admin pages of the navigation and the Data Fields Manager. */
export const OWNER_PAGES = [
  { path: '/admin/leads', heading: 'Leads' },
  { path: '/admin/analytics', heading: 'Analytics' },
  { path: '/admin/appointments', heading: 'Appointments' },
  { path: '/admin/deliveries', heading: 'Deliveries' },
  { path: '/admin/prices', heading: 'Prices' },
  { path: '/admin/settings', heading: 'Admin Settings' },
  { path: '/data-fields', heading: 'Data Fields Manager' },
] as const;

/**
 * Signs in as the owner through the API (the page's request shares the browser context's cookies), then
 * opens `path` and expects to stay on it. Browser tests of admin pages start with this: the sign-in page
 * itself is the subject of admin-sign-in.e2e.ts (`signInThroughFormAt`), so the others skip loading and
 * filling it (one page load and hydration fewer per test).
 */
export async function signInAt(page: Page, path: string, password = ADMIN_PASSWORD): Promise<void> {
  const res = await page.request.post('/api/admin/session', { data: { password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/**
 * Opens `path` signed out, lands on sign-in, signs in with the owner's password on the form and waits to
 * be back on `path`: the walk admin-sign-in.e2e.ts proves.
 */
export async function signInThroughFormAt(
  page: Page,
  path: string,
  password = ADMIN_PASSWORD,
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The toast area's current toast (one at a time). */
export const toastItem = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

/** Runs `check` (e.g. axe) at a phone's and a desktop's width. */
export async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await check();
  }
}

/** Posts one real capture (the booking modal's first Next) for `email`, as a browser would; expects 202. */
export async function postCaptureFor(page: Page, email: string, name: string): Promise<void> {
  const res = await page.request.post('/api/captures', {
    data: {
      captureId: crypto.randomUUID(),
      visitId: crypto.randomUUID(),
      formType: 'bookingModal',
      stage: 'booking_progress',
      currentStep: 'contact',
      fields: { email, name },
      source: 'http://127.0.0.1/',
      querystring: '',
      timestamp: new Date().toISOString(),
    },
  });
  expect(res.status()).toBe(202);
}
