import { expect, test } from '../support/onboarding-fixtures';
import { aProspect, WizardDriver } from '../support/onboarding-driver';

// The production build used by these tests has no VITE_GOOGLE_MAPS_API_KEY: a plain field, no error.
test('without a maps key the address is a plain field with no error', async ({ page }) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.toAddress(p);
  const field = page.getByLabel('Property Location');
  await expect(field).toBeEnabled();
  await expect(field).toHaveAttribute('placeholder', 'Enter your property address');
  await expect(page.getByText('Failed to load Google Maps. Please try again later.')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const scripts = await page.evaluate<string>("[...document.scripts].map((s) => s.src).join(' ')");
  expect(scripts).not.toContain('maps.googleapis.com');
});

test('the landing page does not load any maps or wizard code', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((u) => /places-address-field|onboarding-routes|googleapis/.test(u))).toEqual([]);
});
