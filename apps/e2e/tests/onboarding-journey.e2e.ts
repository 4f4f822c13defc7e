import { expect, expectAccessible, expectScreen, test } from '../support/onboarding-fixtures.js';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver.js';

test.describe('the whole wizard on a desktop', () => {
  test('residential: landing to booked appointment, lead row and webhooks after each step', async ({
    page,
    server,
    receiver,
  }) => {
    await page.clock.install({ time: new Date('2025-06-02T09:00:00') });
    const p = aProspect();
    const w = new WizardDriver(page);
    await w.start('/onboarding/welcome?utm_source=fb');
    await expectAccessible(page);
    await w.continue();
    await w.fillName(p);
    await w.continue();
    await expectScreen(page, HEADINGS.contact, 'contact');
    await w.fillContact(p);
    await expect(page.getByLabel('Phone Number')).toHaveValue('(561) 555-0123');
    await w.continue();
    await expectScreen(page, HEADINGS.address, 'address');
    await expect.poll(() => server.row(p.email)?.stage).toBe('contact_completed');
    expect(server.row(p.email)).toMatchObject({ name: p.name, phone: '(561) 555-0123', partial: true });
    expect(receiver.bodies.map((b) => b.stage)).toEqual([
      'welcome_completed',
      'name_completed',
      'contact_completed',
    ]);
    expect(receiver.bodies.at(-1)).toMatchObject({
      email: p.email,
      querystring: '?utm_source=fb',
      partial: true,
    });
    await w.fillAddress(p);
    await w.continue();
    await w.choosePropertyType(p);
    await w.continue();
    await w.chooseServices(p);
    await w.continue();
    await expectScreen(page, HEADINGS.review, 'review');
    await expect.poll(() => server.row(p.email)?.stage).toBe('service_type_completed');
    expect(server.row(p.email)).toMatchObject({ address: p.address, propertytype: 'Residential' });
    await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    await expectScreen(page, HEADINGS.quote, 'quote');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.clock.runFor(16_000);
    await expectScreen(page, HEADINGS.result, 'result');
    await expect(page.getByText('2 Services Package')).toBeVisible();
    await expect(page.getByRole('row', { name: /Total/ })).toContainText('$900');
    await page.getByRole('button', { name: 'Schedule Now' }).click();
    await expectScreen(page, HEADINGS.scheduling);
    await expect(page.getByText('Grayed out dates are already booked')).toBeVisible();
    await w.pickFirstOpenDay();
    await w.pickSlot();
    await page.getByRole('button', { name: 'Confirm Appointment' }).click();
    await expectScreen(page, HEADINGS.confirmation, 'confirmation');
    await expect.poll(() => server.row(p.email)?.stage).toBe('process_completed');
    expect(server.row(p.email)).toMatchObject({
      completed: true,
      partial: false,
      appointmentstatus: 'confirmed',
    });
    expect(receiver.bodies.map((b) => b.stage)).toEqual([
      'welcome_completed',
      'name_completed',
      'contact_completed',
      'address_completed',
      'property_type_completed',
      'service_type_completed',
      'quote_details',
      'result_page_viewed',
      'quote_viewed',
      'appointment_scheduled',
      'quote_accepted',
      'process_completed',
    ]);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
