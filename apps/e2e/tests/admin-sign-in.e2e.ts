import { expectNoAxeViolations } from '../support/a11y';
import { atBothWidths, OWNER_PAGES, signInAt, signInThroughFormAt } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';

test.describe('owner sign-in', () => {
  for (const { path } of OWNER_PAGES) {
    test(`a signed-out visitor of ${path} is sent to sign-in, with the way back`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveURL(`/admin/login?next=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Owner sign-in' })).toBeVisible();
    });
  }

  test('signs in, returns to the page asked for, and never shows sign-in again until sign-out', async ({
    page,
  }) => {
    await signInThroughFormAt(page, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
    await expect(page.getByTestId('admin-identity')).toHaveText(
      'Signed in as owner · Store: PGlite (embedded)',
    );
    // Signed in: sign-in sends the owner on to the leads, /admin too.
    await page.goto('/admin/login');
    await expect(page).toHaveURL('/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/leads');
    // Every page of the navigation opens.
    const nav = page.getByRole('navigation', { name: 'Owner area' });
    for (const label of [
      'Analytics',
      'Appointments',
      'Deliveries',
      'Prices',
      'Settings',
      'Data Fields',
      'Leads',
    ]) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await page.goto('/data-fields');
    await expect(page).toHaveURL('/admin/login?next=%2Fdata-fields');
  });

  test('refuses a wrong password with a clear message; sign-in is axe-clean at 375 and 1280 px', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 401/);
    await page.goto('/admin/login');
    await atBothWidths(page, () => expectNoAxeViolations(page));
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password. Please check it and try again.');
    await expect(page).toHaveURL('/admin/login');
    await atBothWidths(page, () => expectNoAxeViolations(page));
  });

  test('never sends the owner to another site after sign-in', async ({ page }) => {
    await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await page.getByLabel('Password').fill(process.env.PW_ADMIN_PASSWORD ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/leads');
  });

  test('the navigation collapses behind a Menu button at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAt(page, '/admin/deliveries');
    const nav = page.getByRole('navigation', { name: 'Owner area' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
    await expect(nav).toBeHidden();
  });

  test('the rate limit answers with when to retry (on a server of its own, 3 attempts a minute)', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (401|429)/);
    // A second server on a fresh data dir first creates its database: slow when the machine is busy.
    test.setTimeout(360_000);
    const port = await freePort();
    const stop = await startOwnServer(port, {
      dataDirPrefix: 'pw-e2e-ratelimit-',
      env: { SIGN_IN_RATE_LIMIT: '3' },
    });
    try {
      await page.goto(`http://127.0.0.1:${port}/admin/login`);
      const alert = page.getByRole('alert');
      for (let i = 0; i < 3; i++) {
        await page.getByLabel('Password').fill(`wrong ${i}`);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(alert).toHaveText('Wrong password. Please check it and try again.');
        await page.getByLabel('Password').fill('');
      }
      await page.getByLabel('Password').fill(process.env.PW_ADMIN_PASSWORD ?? '');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText(
        /^Too many sign-in attempts\. Try again in \d+ seconds \(at \d{2}:\d{2}:\d{2}( [AP]M)?\)\.$/,
      );
      await expect(page).toHaveURL(/\/admin\/login$/);
    } finally {
      await stop();
    }
  });
});
