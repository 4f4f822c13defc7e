import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoAxeViolations } from '../support/a11y';
import { atBothWidths, postCaptureFor, signInAt, toastItem } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/receiver';

test('a failing delivery shows its attempts and the banner; redeliver after the receiver recovers', async ({
  page,
}) => {
  // A real receiver that fails until it "recovers".
  let healthy = false;
  const received: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(healthy ? 200 : 503).end(healthy ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const email = uniqueEmail('redeliver');
  try {
    await signInAt(page, '/admin/settings');
    await page.getByLabel('Zapier Webhook URL').fill(url);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastItem(page)).toContainText('Settings Saved');
    await postCaptureFor(page, email, 'Red Eliver');

    await page
      .getByRole('navigation', { name: 'Owner area' })
      .getByRole('link', { name: 'Deliveries' })
      .click();
    const row = page.getByTestId('delivery').filter({ hasText: email });
    await expect(row).toContainText('failing, will retry', { timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Webhook problem' })).toContainText(
      'failing and will be retried',
    );
    await row.getByText(/Attempt log/).click();
    await expect(row.getByRole('listitem').first()).toContainText(/#1 at .*: 503 in \d+ ms/);
    await atBothWidths(page, () => expectNoAxeViolations(page));

    healthy = true;
    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await expect(toastItem(page)).toContainText('Redelivery queued');
    await expect(row).toContainText('delivered', { timeout: 20_000 });
    await expect(row.getByRole('listitem').last()).toContainText(/200 in \d+ ms/);
    expect(received.filter((b) => b.includes(email)).length).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Redeliver all dead' }).click();
    await expect(toastItem(page)).toContainText(/dead deliveries/);
  } finally {
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(toastItem(page)).toContainText('Default Webhook Restored');
    server.close();
  }
});
