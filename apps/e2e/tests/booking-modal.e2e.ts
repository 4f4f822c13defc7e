import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { readLeadRow } from '../support/leads';
import { uniqueEmail, waitForWebhooks } from '../support/receiver';

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Form progress' });

async function openModal(page: Page) {
  await gotoHydrated(page, '/?utm_source=e2e');
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Your Free Assessment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('booking modal', () => {
  test('the whole journey: four steps, Thank You, toast, lead row and webhook bodies', async ({ page }) => {
    const email = uniqueEmail('booking');
    const dialog = await openModal(page);
    await expect(dialog.getByText('our team will contact you within 24 hours')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(dialog.getByText('25%')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Full Name').fill('Dana Booker');
    await dialog.getByLabel('Email Address').fill(email);
    await expect(next).toBeDisabled();
    await dialog.getByLabel('Phone Number').pressSequentially('5615550177');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('(561) 555-0177');
    await expect(dialog.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
    await next.click();

    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await expect(dialog.getByText('Property Address')).toContainText('*');
    await dialog.getByLabel('Property Address').fill('77 Ocean Blvd, Jupiter, FL');
    await dialog.getByLabel('Property Type').selectOption('Two Story Home');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
    await dialog.getByLabel('Service Needed').selectOption('Roof Cleaning');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await expect(dialog.getByLabel('Property Address')).toHaveValue('77 Ocean Blvd, Jupiter, FL');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Service Needed')).toHaveValue('Roof Cleaning');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await dialog.getByLabel('Additional Notes').fill('Side gate is open');
    await expect(dialog.getByRole('button', { name: 'Skip & Submit' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Schedule Your Free Assessment' })).toBeFocused();
    // The toast shows while the dialog is open (the rest of the page is inert then) and lasts 5 s.
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('Request Submitted');
    await expect(toast).toContainText("We'll contact you shortly to schedule your free assessment.");

    // Every Next captures the step being left: property twice, since the visitor went back to it.
    const hooks = await waitForWebhooks((w) => w.body.email === email, 5);
    const bodies = hooks.map((h) => h.body);
    const progressBodies = bodies.filter((b) => b.completed === false);
    expect(progressBodies.map((b) => b.currentStep).sort()).toEqual([
      'contact',
      'property',
      'property',
      'service',
    ]);
    for (const b of progressBodies) expect(b).toMatchObject({ formType: 'bookingModal', partial: true });
    const final = bodies.find((b) => b.completed === true);
    expect(final).toMatchObject({
      formType: 'bookingModal',
      partial: false,
      completed: true,
      name: 'Dana Booker',
      email,
      phone: '(561) 555-0177',
      address: '77 Ocean Blvd, Jupiter, FL',
      propertyType: 'Two Story Home',
      serviceNeeded: 'Roof Cleaning',
      notes: 'Side gate is open',
      querystring: '?utm_source=e2e',
    });
    expect(String(final?.source)).toContain('/?utm_source=e2e');

    const row = await readLeadRow(email);
    expect(row).toMatchObject({
      email,
      name: 'Dana Booker',
      phone: '(561) 555-0177',
      address: '77 Ocean Blvd, Jupiter, FL',
      propertytype: 'Two Story Home',
      serviceneeded: 'Roof Cleaning',
      formtype: 'bookingModal',
      completed: true,
      partial: false,
    });
  });

  test('closing clears every field and returns to the contact step', async ({ page }) => {
    const dialog = await openModal(page);
    await dialog.getByLabel('Full Name').fill('Temp Person');
    await dialog.getByLabel('Email Address').fill(uniqueEmail('close'));
    await dialog.getByLabel('Phone Number').fill('5615550100');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const reopened = await openModal(page);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '25');
    await expect(reopened.getByLabel('Full Name')).toHaveValue('');
    await reopened.getByRole('button', { name: 'Close' }).click();
    await expect(reopened).toBeHidden();
  });

  test('keyboard only: focus stays in the dialog; Skip & Submit sends; F8 and Escape reach the toast', async ({
    page,
  }) => {
    const email = uniqueEmail('keyboard');
    const dialog = await openModal(page);
    await expect(dialog.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('5615550155');
    await page.keyboard.press('Enter');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '50');
    await expect(dialog.getByLabel('Property Address')).toBeFocused();
    await page.keyboard.type('9 Keyboard Way');
    await page.keyboard.press('Enter');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '75');
    await expect(dialog.getByLabel('Service Needed')).toBeFocused();
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Next
    await page.keyboard.press('Enter');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByLabel('Additional Notes')).toBeFocused();
    await dialog.getByRole('button', { name: 'Skip & Submit' }).press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Schedule Your Free Assessment' })).toBeFocused();
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region.getByRole('listitem')).toContainText('Request Submitted');
    await page.keyboard.press('F8');
    await expect(region.getByRole('list')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(region.getByRole('listitem')).toHaveCount(0);
    const hooks = await waitForWebhooks((w) => w.body.email === email && w.body.completed === true);
    expect(hooks[0]?.body).toMatchObject({ name: 'Kim Keys', phone: '(561) 555-0155', currentStep: 'notes' });
  });
});

test('a refused submission shows the destructive error toast and keeps the form', async ({
  page,
  consoleErrors,
}) => {
  // A server that is away (5xx) is waited for by the outbox (booking-modal-resilience.e2e.ts); a refusal
  // for good is the visitor's to act on.
  consoleErrors.allow(/status of 400/);
  await page.route('**/api/captures', async (route) => {
    const body = route.request().postDataJSON() as { stage: string };
    if (body.stage === 'process_completed') await route.fulfill({ status: 400, body: '{"error":"bad"}' });
    else await route.continue();
  });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Your Free Assessment' });
  await dialog.getByLabel('Full Name').fill('Err Person');
  await dialog.getByLabel('Email Address').fill(uniqueEmail('refused'));
  await dialog.getByLabel('Phone Number').fill('5615550111');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Skip & Submit' }).click();
  const toast = page.locator('[data-variant="destructive"]');
  await expect(toast).toContainText('Submission Error');
  await expect(toast).toContainText('There was a problem submitting your request. Please try again.');
  // Radix also announces it to screen readers, assertively for a destructive toast.
  await expect(page.locator('[role="status"][aria-live="assertive"]')).toContainText('Submission Error');
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
});
