import { expectNoAxeViolations } from '../support/a11y';
import { atBothWidths, signInAt, toastItem } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { uniqueEmail, waitForWebhooks } from '../support/receiver';

test.describe('Data Fields Manager', () => {
  test('tabs, the store-named buttons, the field reference groups; axe at 375 and 1280 px', async ({
    page,
  }) => {
    await signInAt(page, '/data-fields');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Fields Manager' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Manage Data', 'Field Reference', 'Integration Help']);
    // PGlite: the buttons say Database, never Supabase.
    for (const name of ['Save to LocalStorage', 'Save to Database', 'Fetch from Database', 'Send Test Data'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByText('Supabase')).toHaveCount(0);
    await atBothWidths(page, () => expectNoAxeViolations(page));
    await page.getByRole('tab', { name: 'Field Reference' }).click();
    for (const group of ['Contact fields', 'Property fields', 'Tracking fields', 'Advanced fields'])
      await expect(page.getByRole('heading', { name: group })).toBeVisible();
    await atBothWidths(page, () => expectNoAxeViolations(page));
    await page.getByRole('tab', { name: 'Integration Help' }).click();
    await expect(page.getByRole('link', { name: 'Setup Guide in Admin Settings' })).toBeVisible();
    await atBothWidths(page, () => expectNoAxeViolations(page));
  });

  test("'Email Required' without an email", async ({ page }) => {
    await signInAt(page, '/data-fields');
    await page.getByLabel('Email (unique identifier)').fill('');
    await page.getByRole('button', { name: 'Save to Database' }).click();
    await expect(toastItem(page)).toContainText('Email Required');
    await expect(toastItem(page)).toContainText('Please enter an email as the unique identifier');
  });

  test('save reaches the store, the timeline and the webhook; fetch loads it back; test send answers', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 404/);
    const email = uniqueEmail('data-fields');
    await signInAt(page, '/data-fields');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await page.getByLabel('Email (unique identifier)').fill(email);
    await field('Name').fill('Dana Fields');
    await field('Phone').fill('5615550142');
    await field('Address').fill('9 Clematis St, West Palm Beach, FL');
    await field('Property Type').fill('Commercial');
    await field('Service Needed').fill('Dumpster Pads');

    // Nothing stored yet for this email.
    await page.getByRole('button', { name: 'Fetch from Database' }).click();
    await expect(toastItem(page)).toContainText('No Data Found');
    await expect(toastItem(page)).toContainText('No record found or Database connection issue.');

    await page.getByRole('button', { name: 'Save to Database' }).click();
    await expect(toastItem(page)).toContainText('Data Saved');
    await expect(page.getByTestId('current-record')).toContainText(`"email": "${email}"`);
    await expect(page.getByTestId('current-record')).toContainText('"stage": "data_fields_test"');
    const [hook] = await waitForWebhooks(
      (w) => w.body.email === email && w.body.stage === 'data_fields_test',
    );
    expect(hook!.body).toMatchObject({
      name: 'Dana Fields',
      propertyType: 'Commercial',
      serviceNeeded: 'Dumpster Pads',
    });

    // A capture like any other: it is in the lead's timeline.
    const lead = await page.request.get(`/api/admin/leads/${encodeURIComponent(email)}`);
    const body = (await lead.json()) as { events: { stage: string }[] };
    expect(body.events.map((e) => e.stage)).toEqual(['data_fields_test']);

    // Fetch after a reload: the fields come back from the store.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel('Email (unique identifier)').fill(email);
    await page.getByRole('button', { name: 'Fetch from Database' }).click();
    await expect(toastItem(page)).toContainText('Data Loaded from Database');
    await expect(field('Name')).toHaveValue('Dana Fields');
    await expect(field('Service Needed')).toHaveValue('Dumpster Pads');

    await page.getByRole('button', { name: 'Send Test Data' }).click();
    await expect(toastItem(page)).toContainText('Test Data Sent');
    await expect(toastItem(page)).toContainText(/answered 200/);
    await waitForWebhooks((w) => w.body.email === email, 2);

    await page.getByRole('button', { name: 'Save to LocalStorage' }).click();
    await expect(toastItem(page)).toContainText('Data Saved');
    expect(await page.evaluate(() => localStorage.getItem('onboarding_name'))).toBe('Dana Fields');
  });
});
