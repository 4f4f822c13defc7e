import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server-control';

/** Every owner-only page: the /admin pages of the navigation and the Data Fields Manager. */
export const OWNER_PAGES = [
  { path: '/admin/leads', heading: 'Leads' },
  { path: '/admin/analytics', heading: 'Analytics' },
  { path: '/admin/appointments', heading: 'Appointments' },
  { path: '/admin/deliveries', heading: 'Deliveries' },
  { path: '/admin/settings', heading: 'Admin Settings' },
  { path: '/data-fields', heading: 'Data Fields Manager' },
] as const;

/**
 * Opens `path` signed out, lands on sign-in, signs in with the owner's password and waits to be back on
 * `path`. Browser tests of admin pages start with this.
 */
export async function signInAt(page: Page, path: string, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}
