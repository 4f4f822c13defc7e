import { expect, expectScreen, expectToast, leadRow, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';

test('every validation message, then review edits lead to the right steps', async ({ page }) => {
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  await w.continue();
  // The welcome is an island until the wizard takes the page over (decision 0279): a second click before
  // the name step shows would tap "Let's get started" again, not the name step's Continue.
  await expectScreen(page, HEADINGS.name, 'name');
  await w.continue();
  await expectToast(page, 'Please enter your name');
  await w.fillName(p);
  await w.continue();
  await expectScreen(page, HEADINGS.contact, 'contact');
  await w.continue();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
  await page.getByLabel('Email Address').fill('ann.example.com');
  await w.continue();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address');
  await page.getByLabel('Email Address').fill(p.email);
  await w.continue();
  await expectToast(page, 'Phone Required', 'Please enter your phone number');
  await w.typePhone('56155');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 55');
  await w.continue();
  await expectToast(page, 'Invalid Phone Number', 'Please enter a complete 10-digit phone number');
  await w.typePhone('50123');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await w.continue();
  await expectToast(page, 'Please enter your address');
  await w.fillAddress(p);
  await w.continue();
  await w.continue();
  await expectScreen(page, HEADINGS['service-type'], 'service-type');
  await expect(page.getByText('Please select at least one service')).toBeVisible();
  await w.continue();
  await expectToast(page, 'Please select a service');
  const roof = page.getByRole('checkbox', { name: 'Roof Cleaning' });
  await roof.focus();
  await page.keyboard.press('Enter');
  await expect(roof).toBeChecked();
  await page.keyboard.press('Space');
  await expect(roof).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(page.getByText('Please select at least one service')).toHaveCount(0);
  await w.continue();
  await expectScreen(page, HEADINGS.review, 'review');
  await expect(page.getByText('(561) 555-0123')).toBeVisible();
  await expect(page.getByText('Additional notes')).toHaveCount(0);

  const edits = [
    ['Edit contact details', HEADINGS.name, 'name'],
    ['Edit property address', HEADINGS.address, 'address'],
    ['Edit property type', HEADINGS['property-type'], 'property-type'],
    ['Edit service needed', HEADINGS['service-type'], 'service-type'],
  ] as const;
  for (const [button, heading, path] of edits) {
    await page.getByRole('button', { name: button }).click();
    await expectScreen(page, heading, path);
    // The browser's back and forward buttons agree with the chart.
    await page.goBack();
    await expectScreen(page, HEADINGS.review, 'review');
    await page.goForward();
    await expectScreen(page, heading, path);
    await page.goBack();
    await expectScreen(page, HEADINGS.review, 'review');
  }
  // A step not reached yet cannot be jumped to; unknown sub-paths land on welcome.
  await page.goto('/onboarding/confirmation');
  await expectScreen(page, HEADINGS.welcome, 'welcome');
  await page.goto('/onboarding/no-such-step');
  await expectScreen(page, HEADINGS.welcome, 'welcome');
  await page.goto('/onboarding');
  await expectScreen(page, HEADINGS.welcome, 'welcome');
  // Each page.goto above was a fresh load: the stored e-mail recorded resumed_session.
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('resumed_session');
});
