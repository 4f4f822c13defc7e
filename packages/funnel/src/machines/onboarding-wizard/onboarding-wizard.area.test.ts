import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from '../../pricing/default-price-book.js';
import { flush } from '../testing/fake-actors.testkit.js';
import { complete, startWizard } from '../testing/onboarding-wizard.harness.testkit.js';
import { wizardRouteOf } from './onboarding-wizard.view.js';

const ORLANDO = '400 S Orange Ave, Orlando, FL 32801';
const contact = { name: 'Ann', email: 'ann@example.com', phone: '5615550123' };

describe('onboarding wizard: the out-of-area screen reopened (decision 0265)', () => {
  it('reopens on a reload for a stored address outside the area, with that address', () => {
    const w = startWizard({ stored: { ...contact, address: ORLANDO } });
    w.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(w.state())).toBe('out-of-area');
    expect(w.state().context.form.address).toBe(ORLANDO);
    w.send({ type: 'wizard.back' });
    expect(wizardRouteOf(w.state())).toBe('address');
  });

  it('stays where it is for an address the company serves, or a step not reached', () => {
    const served = startWizard({
      stored: { ...contact, address: '1 Clematis St, West Palm Beach, FL 33401' },
    });
    served.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(served.state())).toBe('welcome');
    const noPhone = startWizard({ stored: { name: 'Ann', email: 'ann@example.com', address: ORLANDO } });
    noPhone.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(noPhone.state())).toBe('welcome');
  });
});

describe('onboarding wizard: the review re-checks the service area (decision 0266)', () => {
  const jupiter = { ...complete, address: '100 Ocean Blvd, Jupiter, FL 33477' };
  const choices = { sizes: {}, addOns: {}, code: 'SPRING' };

  it('goes to the waitlist screen when the book in force no longer serves the address, every answer kept', () => {
    const w = startWizard({ stored: jupiter, choices });
    w.send({ type: 'wizard.goto', step: 'review' });
    const area = { zips: ['33401'], towns: [] };
    w.send({ type: 'priceBook.loaded', book: { ...DEFAULT_PRICE_BOOK, version: 2, serviceArea: area } });
    w.send({ type: 'review.confirm' });
    expect(wizardRouteOf(w.state())).toBe('out-of-area');
    expect(w.stages()).not.toContain('quote_details');
    expect(w.state().context.form).toMatchObject({ ...jupiter, phone: '(561) 555-0123' });
    expect(w.state().context.choices).toEqual(choices);
  });

  it("goes to the waitlist screen when the server's book does not serve it, with no toast", async () => {
    const w = startWizard({ stored: jupiter, choices });
    w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
    expect(w.stages().at(-1)).toBe('quote_details');
    const refusal = { code: 'out_of_service_area', message: "We don't serve Jupiter (33477) yet" };
    w.fakes.settle('captureLead', { ok: false, error: refusal });
    await flush();
    expect(wizardRouteOf(w.state())).toBe('out-of-area');
    expect(w.notes).toEqual([]);
    expect(w.state().context.form).toMatchObject({ ...jupiter, phone: '(561) 555-0123' });
    expect(w.state().context.choices).toEqual(choices);
    w.send({ type: 'waitlist.join' });
    expect(w.stages().at(-1)).toBe('waitlist_joined');
  });
});
