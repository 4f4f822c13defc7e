import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoAxeViolations } from '../support/a11y';
import { atBothWidths, postCaptureFor, signInAt, signInThroughFormAt, toastItem } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { uniqueEmail, waitForWebhooks } from '../support/receiver';
import { restartServer, stopServer } from '../support/server-control';

const receiver = () => process.env.PW_RECEIVER_URL ?? '';

/** A real receiver on 127.0.0.1 that answers every POST with 500. */
async function failingReceiver(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(500, { 'content-type': 'text/plain' }).end('broken'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

test.describe('Admin Settings', () => {
  test('follow-ups: the preview follows the template, a bad delay is named before saving', async ({
    page,
  }) => {
    await signInAt(page, '/admin/settings');
    const form = page.getByRole('region', { name: 'Follow-ups' });
    await expect(form.getByRole('checkbox', { name: 'Follow up prospects who stop' })).toBeChecked();
    await expect(form.getByLabel('First message after (minutes)')).toHaveValue('15');
    await form.getByLabel('Text message', { exact: true }).fill('Hi {name}, {services} for {price}: {link}');
    await expect(form.getByTestId('preview-sms')).toHaveText(
      /^Hi Jordan, House Washing, Driveway Cleaning for \$425: http:\/\/[^/]+\/onboarding\/resume#example$/,
    );
    await form.getByLabel('First message after (minutes)').fill('0');
    await form.getByRole('button', { name: 'Save follow-ups' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'First message after (minutes): must be at least 1 minute',
    );
    await expectNoAxeViolations(page);
  });

  test('tabs, texts, axe at 375 and 1280 px', async ({ page }) => {
    await signInAt(page, '/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Webhook Settings', 'Test Data', 'Setup Guide']);
    await expect(page.getByRole('tab', { name: 'Webhook Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Zapier Integration Settings' })).toBeVisible();
    const url = page.getByLabel('Zapier Webhook URL');
    await expect(url).toHaveAttribute('placeholder', 'https://hooks.zapier.com/hooks/catch/...');
    await expect(
      page.getByText("Copy this URL from the 'Catch Hook' trigger step of your Zap."),
    ).toBeVisible();
    for (const name of ['Test Webhook', 'Reset to Default', 'Save Settings'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await atBothWidths(page, () => expectNoAxeViolations(page));
    // The page around the tabs is checked at both widths above; each other tab's panel is checked on its
    // own at the phone's width, where it is most crowded (a whole-page scan is the test's slowest step).
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole('tab', { name: 'Test Data' }).click();
    await expect(page.getByText('The JSON must include email')).toBeVisible();
    await expectNoAxeViolations(page, '[role="tabpanel"]');
    await page.getByRole('tab', { name: 'Setup Guide' }).click();
    const steps = page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveCount(9);
    await expect(steps.first()).toContainText('Create a new Zap');
    await expect(steps.last()).toContainText('Turn the Zap on and test it');
    await expect(page.getByText('a new row is created instead')).toBeVisible();
    await expectNoAxeViolations(page, '[role="tabpanel"]');
  });

  test("Test Webhook shows a real receiver's 200 and 500", async ({ page }) => {
    const failing = await failingReceiver();
    try {
      await signInAt(page, '/admin/settings');
      const url = page.getByLabel('Zapier Webhook URL');
      const outcome = page.getByTestId('webhook-test-outcome');
      await url.fill(`${receiver()}/hook/test-webhook`);
      await page.getByRole('button', { name: 'Test Webhook' }).click();
      await expect(outcome).toHaveText(/^The webhook answered 200 in \d+ ms\.$/);
      await expect(toastItem(page)).toContainText('Test Sent');
      const [got] = await waitForWebhooks((w) => w.path === '/hook/test-webhook');
      expect(got!.body).toMatchObject({ email: 'test@example.com', quoteTotal: 299 });
      await url.fill(failing.url);
      await page.getByRole('button', { name: 'Test Webhook' }).click();
      await expect(outcome).toHaveText(/^The webhook answered 500 in \d+ ms\.$/);
      await expect(toastItem(page)).toContainText('Test Failed');
      await expect(toastItem(page)).toContainText('There was a problem sending test data to your webhook.');
    } finally {
      failing.server.close();
    }
  });

  test("'Invalid JSON' for test data that is not JSON; Send Test Data reaches the saved webhook", async ({
    page,
  }) => {
    await signInAt(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Test Data' }).click();
    const json = page.getByLabel('Test data (JSON)');
    await json.fill('{ "email": "broken@example.com", ');
    await page.getByRole('button', { name: 'Send Test Data' }).click();
    await expect(toastItem(page)).toContainText('Invalid JSON');
    await expect(toastItem(page)).toContainText('Please enter valid JSON data in the test data field.');
    const email = uniqueEmail('test-data');
    await json.fill(JSON.stringify({ email, name: 'Sent From Test Data' }));
    await page.getByRole('button', { name: 'Send Test Data' }).click();
    await expect(page.getByTestId('test-data-outcome')).toHaveText(/answered 200/);
    const [got] = await waitForWebhooks((w) => w.body.email === email);
    expect(got!.body).toMatchObject({ name: 'Sent From Test Data', stage: 'test_data_sent' });
  });

  test('a URL the SSRF guard refuses is refused on Save, with the reason', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await signInAt(page, '/admin/settings');
    await page.getByLabel('Zapier Webhook URL').fill('http://user:secret@127.0.0.1/hook');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastItem(page)).toContainText('Error Saving Settings');
    await expect(toastItem(page)).toContainText('The webhook URL must not carry credentials.');
  });

  test('a saved URL survives a restart and takes the next real delivery; Reset to Default restores', async ({
    page,
    consoleErrors,
  }) => {
    // The page's own polls (the deliveries banner) may land while the server is down: the browser logs
    // each refused connection; what the test checks is the page after the restart.
    consoleErrors.allow(/ERR_CONNECTION_REFUSED/);
    const saved = `${receiver()}/hook/saved-in-settings`;
    await signInAt(page, '/admin/settings');
    await page.getByLabel('Zapier Webhook URL').fill(saved);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastItem(page)).toContainText('Settings Saved');
    try {
      await stopServer();
      await restartServer();
      // The session lives in the database too: a reload is enough.
      await page.reload();
      await expect(page.getByLabel('Zapier Webhook URL')).toHaveValue(saved);
      const email = uniqueEmail('after-restart');
      await postCaptureFor(page, email, 'After Restart');
      const [got] = await waitForWebhooks((w) => w.body.email === email);
      expect(got!.path).toBe('/hook/saved-in-settings');
    } finally {
      await page.getByRole('button', { name: 'Reset to Default' }).click();
      await expect(toastItem(page)).toContainText('Default Webhook Restored');
      await expect(page.getByLabel('Zapier Webhook URL')).toHaveValue(`${receiver()}/hook`);
    }
  });

  test('the signing secret can be copied and rotated; the next test send is signed with it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAt(page, '/admin/settings');
    const secret = page.getByRole('textbox', { name: 'Signing secret' });
    const before = await secret.inputValue();
    await page.getByRole('button', { name: /Rotate secret|Create secret/ }).click();
    await expect(secret).not.toHaveValue(before);
    await expect(secret).toHaveValue(/^whsec_/);
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());
    await page.getByLabel('Zapier Webhook URL').fill(`${receiver()}/hook/signed`);
    await page.getByRole('button', { name: 'Test Webhook' }).click();
    const [got] = await waitForWebhooks((w) => w.path === '/hook/signed');
    expect(got!.headers['webhook-signature']).toMatch(/^v1,/);
  });

  test('change password: the current one is checked, the new one needs 10 characters', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const current = process.env.PW_ADMIN_PASSWORD ?? '';
    const next = 'a new owner passphrase';
    await signInAt(page, '/admin/settings');
    const form = page.getByRole('region', { name: 'Change password' });
    const change = async (from: string, to: string) => {
      await form.getByLabel('Current password').fill(from);
      await form.getByLabel('New password').fill(to);
      await form.getByRole('button', { name: 'Change password' }).click();
    };
    await change(current, 'short');
    await expect(form.getByRole('alert')).toHaveText('The new password needs at least 10 characters.');
    await change('not the password', next);
    await expect(form.getByRole('alert')).toHaveText('The current password is wrong.');
    await change(current, next);
    await expect(form.getByText('Password changed.')).toBeVisible();
    // Back to the shared test password, so every other test still signs in.
    await change(next, current);
    await expect(form.getByText('Password changed.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signInThroughFormAt(page, '/admin/settings', current);
  });
});
