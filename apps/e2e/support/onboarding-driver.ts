import { test, type Page } from '@playwright/test';
import { pickedDays, stillOpenSoon } from './lasting-picks';
import { expect, expectScreen } from './onboarding-fixtures';

/** A prospect, as the scenarios describe them. */
export interface Prospect {
  name: string;
  email: string;
  phone: string;
  address: string;
  propertyType: 'Residential' | 'Commercial';
  services: string[];
}

export function aProspect(overrides: Partial<Prospect> = {}): Prospect {
  return {
    name: 'Ann',
    email: `ann.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '5615550123',
    address: '100 Ocean Blvd, Jupiter, FL 33477',
    propertyType: 'Residential',
    services: ['House Exterior', 'Roof Cleaning'],
    ...overrides,
  };
}

export const HEADINGS = {
  welcome: /^Hey! I'm .+ – welcome!$/,
  name: "What's your name?",
  contact: 'How can I reach you?',
  address: "What's the property address?",
  'property-type': 'What type of property is it?',
  'service-type': 'What services do you need?',
  size: 'Tell us about the size',
  review: 'Confirm Your Details',
  quote: 'Ready to transform your property?',
  result: 'Your Personalized Quote',
  scheduling: 'Schedule Your Service',
  confirmation: 'Thanks for booking with us!',
} as const;

/** User actions on each wizard screen, by what a person sees (roles and labels). */
export class WizardDriver {
  constructor(readonly page: Page) {}

  continue(name: string | RegExp = /^(Continue|Next|Let's get started)$/) {
    return this.page.getByRole('button', { name }).click();
  }

  back() {
    return this.page.getByRole('button', { name: 'Back', exact: true }).click();
  }

  async start(path = '/onboarding/welcome') {
    await this.page.goto(path);
    await expectScreen(this.page, HEADINGS.welcome, 'welcome');
  }

  async fillName(p: Prospect) {
    await this.page.getByLabel('First Name').fill(p.name);
  }

  async fillContact(p: Prospect) {
    await this.page.getByLabel('Email Address').fill(p.email);
    await this.typePhone(p.phone);
  }

  /** Types digits at the end of the phone field, as a person would. */
  async typePhone(digits: string) {
    const field = this.page.getByLabel('Phone Number');
    await field.focus();
    await field.press('End');
    await field.pressSequentially(digits);
  }

  async fillAddress(p: Prospect) {
    await this.page.getByLabel('Property Location').fill(p.address);
  }

  async choosePropertyType(p: Prospect) {
    await this.page.getByRole('radio', { name: p.propertyType }).check();
  }

  async chooseServices(p: Prospect) {
    for (const service of p.services) await this.page.getByRole('checkbox', { name: service }).check();
  }

  /** Welcome to the contact step, checking each heading and URL on the way. */
  async toContact(p: Prospect) {
    await this.continue();
    await expectScreen(this.page, HEADINGS.name, 'name');
    await this.fillName(p);
    await this.continue();
    await expectScreen(this.page, HEADINGS.contact, 'contact');
  }

  /** Welcome to the address step, checking each heading and URL on the way. */
  async toAddress(p: Prospect) {
    await this.toContact(p);
    await this.fillContact(p);
    await this.continue();
    await expectScreen(this.page, HEADINGS.address, 'address');
  }

  /** Welcome to review, checking each heading and URL on the way. */
  async toReview(p: Prospect) {
    await this.toAddress(p);
    await this.addressToReview(p);
  }

  /**
   * Welcome to the result (the page clock installed): the review confirmed and the quote bar run out once
   * the quote_details capture is stored. `heading`: the result's, or an assessment offer's (decision 0254).
   */
  async toResult(p: Prospect, heading: string = HEADINGS.result) {
    await test.step('the wizard walked to the result', async () => {
      await this.start();
      await this.toReview(p);
      await this.page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
      await expectScreen(this.page, HEADINGS.quote, 'quote');
      await this.page.clock.runFor(16_000);
      await expectScreen(this.page, heading, 'result');
    });
  }

  /** From the address step to review. */
  async addressToReview(p: Prospect) {
    await this.fillAddress(p);
    await this.continue();
    await expectScreen(this.page, HEADINGS['property-type'], 'property-type');
    await this.choosePropertyType(p);
    await this.continue();
    await expectScreen(this.page, HEADINGS['service-type'], 'service-type');
    await this.chooseServices(p);
    await this.continue();
    await expectScreen(this.page, HEADINGS.review, 'review');
  }

  /** 'Schedule Now', waiting for the real server's availability so taken slots are already disabled. */
  async openScheduler() {
    const availability = this.page.waitForResponse((r) => r.url().includes('/api/availability'));
    await this.page.getByRole('button', { name: 'Schedule Now' }).click();
    await availability;
    await expect(this.page.getByRole('heading', { name: /^Select (Date|Time Slot)$/ }).first()).toBeVisible();
  }

  /**
   * Picks the first (or last) day of the month shown that the calendar offers and the server will still
   * accept a few minutes from now (lasting-picks.ts); the next month when the one shown has none left.
   */
  async pickFirstOpenDay(which: 'first' | 'last' = 'first'): Promise<void> {
    const open = this.page.locator(
      'td[data-day]:not([data-disabled]):not([data-outside]):not([data-hidden])',
    );
    for (let month = 0; month < 2; month++) {
      await expect(this.page.getByRole('grid')).toBeVisible();
      const soon = await stillOpenSoon(this.page);
      const days = (
        await open.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day') ?? ''))
      ).filter(soon.day);
      const day = which === 'first' ? days[0] : days.at(-1);
      if (day) {
        await this.page.locator(`td[data-day="${day}"]`).getByRole('button').click();
        pickedDays.set(this.page, day);
        return;
      }
      await this.page.getByRole('button', { name: 'Go to the Next Month' }).click();
    }
    throw new Error('No day in the calendar stays open for the next few minutes');
  }

  /**
   * Picks `slot`, or the first slot still open (and, on a day this driver picked, still bookable a few
   * minutes from now), and returns its label.
   */
  async pickSlot(slot?: string): Promise<string> {
    const group = this.page.getByRole('group', { name: 'Select Time Slot' });
    const enabled = group.getByRole('button').and(this.page.locator(':enabled'));
    let label = slot;
    if (!label) {
      await expect(enabled.first()).toBeVisible();
      const day = pickedDays.get(this.page);
      const lasting = day ? (await stillOpenSoon(this.page)).slots(day) : undefined;
      const shown = (await enabled.allInnerTexts()).map((t) => t.trim());
      label = shown.find((s) => !lasting || lasting.includes(s));
      if (!label)
        throw new Error(`No slot on ${day} stays open for the next few minutes: ${shown.join(', ')}`);
    }
    await group.getByRole('button', { name: label, exact: true }).click();
    await expect(group.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    return label;
  }
}

/** Every stage that reaches the webhook once the e-mail is known (welcome and name wait for it). */
export const BOOKED_STAGES = [
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
];
