/**
 * Text-message alerts in Settings → Lead alerts (decision 0211), in real Chromium against the real server:
 * the owner types their mobile number and the provider's settings (here the Twilio-shaped fake on
 * 127.0.0.1), saves, presses "Send a test text", and the fake receives it; the token is never shown back.
 */
import { FakeTwilio } from '../../server/test/fake-twilio';
import { expectNoAxeViolations } from '../support/a11y';
import { atBothWidths, signInAt } from '../support/admin';
import { expect, test } from '../support/fixtures';

test('the owner sets a phone and a provider, and "Send a test text" reaches the provider', async ({
  page,
}) => {
  const fake = await new FakeTwilio().start();
  const turnOff = page.getByRole('checkbox', { name: 'Text me about new leads and bookings' });
  try {
    await signInAt(page, '/admin/settings');
    await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible();
    await page.getByLabel('Your mobile number').fill('555-0142');
    await turnOff.check();
    await page.getByRole('button', { name: 'Save text alerts' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your mobile number' })).toHaveText(
      /^Your mobile number: must be your mobile number/,
    );
    await page.getByLabel('Your mobile number').fill('(561) 555-0142');
    await page.getByLabel('Account SID').fill(fake.accountSid);
    await page.getByLabel('Auth token').fill(fake.authToken);
    await page.getByLabel('Sender').fill('+15615550100');
    await page.getByLabel('API base URL').fill(fake.baseUrl);
    await page.getByRole('button', { name: 'Save text alerts' }).click();
    await expect(page.getByText('Saved: new leads will be texted to +15615550142.')).toBeVisible();
    await expect(page.getByLabel('Auth token')).toHaveValue('');
    await expect(page.getByLabel('Auth token')).toHaveAttribute('placeholder', 'Set: leave empty to keep it');
    expect(await page.content()).not.toContain(fake.authToken);

    await page.getByRole('button', { name: 'Send a test text' }).click();
    await expect(page.getByText('The test text to +15615550142 was accepted by the provider.')).toBeVisible({
      timeout: 20_000,
    });
    const tests = fake.messages.filter((m) => m.body.startsWith('Test from your lead alerts'));
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ to: '+15615550142', from: '+15615550100' });
    await atBothWidths(page, () => expectNoAxeViolations(page));
  } finally {
    // Later tests share this server: texts go off again, so no alert of theirs is texted to a fake that stopped.
    if (await turnOff.isChecked().catch(() => false)) {
      await turnOff.uncheck();
      await page.getByRole('button', { name: 'Save text alerts' }).click();
      await expect(page.getByText('Saved: text alerts are off.')).toBeVisible();
    }
    await fake.stop();
  }
});
