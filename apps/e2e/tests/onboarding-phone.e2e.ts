import {
  expect,
  expectAccessible,
  expectScreen,
  hookStages,
  leadRow,
  test,
} from '../support/onboarding-fixtures';
import { aProspect, BOOKED_STAGES, HEADINGS, WizardDriver } from '../support/onboarding-driver';

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

test('commercial on a phone: axe on every screen, quote on the real clock, two-step scheduler', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const p = aProspect({ propertyType: 'Commercial', services: ['Dumpster Pads'] });
  const w = new WizardDriver(page);
  await w.start();
  await expectAccessible(page);
  await w.continue();
  await w.fillName(p);
  await expectAccessible(page);
  await w.continue();
  await w.fillContact(p);
  await expectAccessible(page);
  await w.continue();
  await w.fillAddress(p);
  await expectAccessible(page);
  await w.continue();
  await w.choosePropertyType(p);
  await expectAccessible(page);
  await w.continue();
  await expectScreen(page, HEADINGS['service-type'], 'service-type');
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  await expectAccessible(page);
  await w.chooseServices(p);
  await w.continue();
  await expectScreen(page, HEADINGS.review, 'review');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
  await expectScreen(page, HEADINGS.quote, 'quote');
  await expectAccessible(page);
  // The real clock: 0.5 every 75 ms, so the messages change at about 4.5 s, 9 s and 13.5 s.
  await expect(page.getByText('Analyzing property information...')).toBeVisible();
  await expect(page.getByText('Calculating service details...')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Preparing your custom quote...')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Quote ready!')).toBeVisible({ timeout: 10_000 });
  await expectScreen(page, HEADINGS.result, 'result');
  await expect(page.getByText('Dumpster Pads', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Services Package')).toHaveCount(0);
  await expectAccessible(page);
  await w.openScheduler();
  await expectScreen(page, HEADINGS.scheduling);
  await expect(page.getByRole('heading', { name: 'Select Time Slot' })).toHaveCount(0);
  await expectAccessible(page);
  // The date picker's stylesheet comes with the calendar (decision 0294): its day buttons are laid out by
  // it, centred flex boxes of the width the card gives them (under 40 px on this phone).
  const day = page.getByRole('gridcell').getByRole('button').first();
  await expect(day).toHaveCSS('display', 'flex');
  expect((await day.boundingBox())!.width).toBeLessThanOrEqual(40);
  await w.pickFirstOpenDay();
  await expect(page.getByRole('heading', { name: 'Select Date' })).toHaveCount(0);
  await expect(
    page.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+, \d{4}$/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to dates' }).click();
  await expect(page.getByRole('heading', { name: 'Select Date' })).toBeVisible();
  await w.pickFirstOpenDay();
  await w.pickSlot();
  await page.getByRole('button', { name: 'Confirm Appointment' }).click();
  await expectScreen(page, HEADINGS.confirmation, 'confirmation');
  await expectAccessible(page);
  await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('process_completed');
  expect(await leadRow(p.email)).toMatchObject({
    propertytype: 'Commercial',
    serviceneeded: 'Dumpster Pads',
    appointmentstatus: 'confirmed',
  });
  await expect.poll(() => hookStages(p.email)).toContain('process_completed');
  expect(await hookStages(p.email)).toEqual(BOOKED_STAGES);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
});
