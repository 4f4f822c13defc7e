import { expect, expectScreen, hookBodies, leadRow, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';

test('the contact details are remembered as they are typed: a reload before Continue loses nothing, and the server keeps the e-mail as typed', async ({
  page,
}) => {
  const p = aProspect({ email: `Typed.${Date.now()}@Example.com` });
  const w = new WizardDriver(page);
  await w.start();
  await w.continue();
  await w.fillName(p);
  await w.continue();
  await expectScreen(page, HEADINGS.contact, 'contact');
  await w.fillContact(p);
  // Saved under the spec's keys as typed (capitals kept), before any Continue.
  await expect
    .poll(() =>
      page.evaluate(() => [localStorage.getItem('onboarding_email'), localStorage.getItem('lead_email')]),
    )
    .toEqual([p.email, p.email]);
  await page.reload();
  await expectScreen(page, HEADINGS.contact, 'contact');
  await expect(page.getByLabel('Email Address')).toHaveValue(p.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
  // The server matches the e-mail without regard to case but keeps and sends it as typed (decision 0152).
  await w.continue();
  await expectScreen(page, HEADINGS.address, 'address');
  await expect.poll(async () => (await leadRow(p.email))?.email_as_typed).toBe(p.email);
  expect((await leadRow(p.email))?.email).toBe(p.email.toLowerCase());
  await expect.poll(async () => (await hookBodies(p.email))[0]?.email).toBe(p.email);
});
