import type { CaptureLeadInput } from '../effects.js';
import { SUBMISSION_ERROR } from '../effects.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from '../../pricing/default-price-book.js';
import { aBook, aPromotion } from '../../pricing/price-book.testkit.js';
import { translator } from '../../i18n/translate.js';
import { VALIDATION_MESSAGES } from '../../validation/wizard-validation.js';
import { flush, ticks } from '../testing/fake-actors.testkit.js';
import { complete, startWizard, toResult } from '../testing/onboarding-wizard.harness.testkit.js';
import { quoteProgressMessage } from './onboarding-wizard.quote.js';
import { MISSING_EMAIL, PRICE_ERROR, PRICE_FAILURE } from './onboarding-wizard.messages.js';
import { wizardRouteOf } from './onboarding-wizard.view.js';

describe('onboarding wizard: resume', () => {
  it('captures resumed_session with the stored values when the stored e-mail is one address', () => {
    const w = startWizard({ stored: complete });
    expect(w.stages()).toEqual(['resumed_session']);
    expect(w.captured('resumed_session')?.fields).toMatchObject({ email: 'ann@example.com', name: 'Ann' });
    expect(w.state().context.form.phone).toBe('(561) 555-0123');
    w.send({ type: 'wizard.goto', step: 'review' });
    expect(wizardRouteOf(w.state())).toBe('review');
  });

  it('captures nothing at start unless the stored e-mail is one address, and logs a failed resume capture', async () => {
    for (const email of ['ann', 'ann@example', 'ann@example.com, eve@example.com']) {
      expect(startWizard({ stored: { email } }).stages(), email).toEqual([]);
    }
    const w = startWizard({ stored: { email: 'a@b.co' } });
    w.fakes.settle('backgroundCapture', { ok: false, error: new Error('offline') });
    await flush();
    expect(w.errors).toHaveLength(1);
    expect(w.state().value).toBe('welcome');
  });

  it('only jumps to steps whose earlier steps are valid', () => {
    const w = startWizard({ stored: { name: 'Ann' } });
    w.send({ type: 'wizard.goto', step: 'address' });
    expect(w.state().value).toBe('welcome');
    w.send({ type: 'wizard.goto', step: 'contact' });
    expect(w.state().value).toBe('contact');
  });
});

describe('onboarding wizard: steps', () => {
  it('moves on at once while the step capture runs, and logs its failure', async () => {
    const w = startWizard();
    w.send(
      { type: 'wizard.next' },
      { type: 'field.change', field: 'name', value: 'Ann' },
      { type: 'wizard.next' },
    );
    expect(w.state().value).toBe('contact');
    expect(w.stages()).toEqual(['welcome_completed', 'name_completed']);
    expect(w.captured('name_completed')).toEqual({
      stage: 'name_completed',
      currentStep: 'name',
      fields: { name: 'Ann' },
    });
    w.fakes.settle('backgroundCapture', { ok: false, error: new Error('offline') });
    await flush();
    expect(w.errors.map((e) => e.message)).toEqual(['Lead capture failed']);
    expect(w.state().value).toBe('contact');
  });

  it('checks the contact step in reading A order and formats the phone as typed', () => {
    const w = startWizard({ stored: { name: 'Ann' } });
    w.send({ type: 'wizard.goto', step: 'contact' }, { type: 'wizard.next' });
    w.send({ type: 'field.change', field: 'email', value: 'ann@example.com' }, { type: 'wizard.next' });
    w.send({ type: 'field.change', field: 'phone', value: '561555' }, { type: 'wizard.next' });
    const en = translator('en');
    expect(w.notes.map((n) => en.t(n.title))).toEqual([
      'Invalid Email',
      'Phone Required',
      'Invalid Phone Number',
    ]);
    w.send({ type: 'field.change', field: 'phone', value: '561-555-0123 ext' }, { type: 'wizard.next' });
    expect(w.state().value).toBe('address');
    expect(w.captured('contact_completed')?.fields).toEqual({
      email: 'ann@example.com',
      phone: '(561) 555-0123',
      name: 'Ann',
    });
  });

  it('sends the consent box, unticked until ticked, with the contact step alone', () => {
    const w = startWizard({ stored: { name: 'Ann' } });
    expect(w.state().context.smsConsent).toBe(false);
    w.send({ type: 'wizard.goto', step: 'contact' });
    w.send({ type: 'field.change', field: 'email', value: 'ann@example.com' });
    w.send({ type: 'field.change', field: 'phone', value: '5615550123' }, { type: 'wizard.next' });
    expect(w.captured('contact_completed')?.smsConsent).toBe(false);
    w.send({ type: 'wizard.back' }, { type: 'consent.sms.change', granted: true }, { type: 'wizard.next' });
    const contacts = w.fakes
      .inputsOf<CaptureLeadInput>('captureLead')
      .filter((c) => c.stage === 'contact_completed');
    expect(contacts.map((c) => c.smsConsent)).toEqual([false, true]);
    w.send({ type: 'field.change', field: 'address', value: '1 Main St' }, { type: 'wizard.next' });
    expect(w.captured('address_completed')).not.toHaveProperty('smsConsent');
  });

  it('sends a capture without the e-mail while it is not one address (the server would refuse it all)', () => {
    const nameStep = (email: string) => {
      const w = startWizard({ stored: { name: 'Ann', email } });
      w.send({ type: 'wizard.goto', step: 'name' }, { type: 'wizard.next' });
      return w.captured('name_completed')?.fields;
    };
    expect(nameStep('ann@example.com')).toEqual({ name: 'Ann', email: 'ann@example.com' });
    expect(nameStep('ann@example.com, eve@example.com')).toEqual({ name: 'Ann' });
    expect(nameStep('ann@example')).toEqual({ name: 'Ann' });
  });

  it('cuts a pasted text at its length limit', () => {
    const w = startWizard();
    w.send({ type: 'field.change', field: 'address', value: 'a'.repeat(400) });
    expect(w.state().context.form.address).toHaveLength(300);
  });

  it('notifies the name rule and stays', () => {
    const w = startWizard();
    w.send(
      { type: 'wizard.next' },
      { type: 'field.change', field: 'name', value: '  ' },
      { type: 'wizard.next' },
    );
    expect(w.state().value).toBe('name');
    expect(w.notes).toEqual([{ ...VALIDATION_MESSAGES.name, variant: 'destructive', scope: 'step' }]);
  });

  it('ignores an empty property type and drops services the new type does not offer', () => {
    const w = startWizard({ stored: { ...complete, serviceNeeded: 'Roof Cleaning' } });
    w.send({ type: 'propertyType.select', value: '' });
    expect(w.state().context.form).toMatchObject({
      propertyType: 'Residential',
      serviceNeeded: 'Roof Cleaning',
    });
    w.send(
      { type: 'propertyType.select', value: 'Commercial' },
      { type: 'service.toggle', service: 'Dumpster Pads' },
    );
    expect(w.state().context.form).toMatchObject({
      propertyType: 'Commercial',
      serviceNeeded: 'Dumpster Pads',
    });
    w.send({ type: 'service.toggle', service: 'Dumpster Pads' });
    expect(w.state().context.form.serviceNeeded).toBe('');
  });

  it('sends review edits to their steps (contact to name, notes to welcome)', () => {
    const w = startWizard({ stored: complete });
    for (const [section, route] of [
      ['contact', 'name'],
      ['address', 'address'],
      ['propertyType', 'property-type'],
      ['serviceType', 'service-type'],
      ['notes', 'welcome'],
    ] as const) {
      w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.edit', section });
      expect(wizardRouteOf(w.state())).toBe(route);
    }
  });
});

describe('onboarding wizard: review and quote', () => {
  it('stays on the review with Submission Error when quote_details fails', async () => {
    const w = startWizard({ stored: complete });
    w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
    expect(w.state().matches({ review: 'submitting' })).toBe(true);
    w.fakes.settle('captureLead', { ok: false, error: new Error('500') });
    await flush();
    expect(w.state().matches({ review: 'editing' })).toBe(true);
    expect(w.notes.at(-1)).toEqual(SUBMISSION_ERROR);
    expect(w.errors).toHaveLength(1);
  });

  it('grows the progress by 0.5 every 75 ms and shows the result at 100', async () => {
    const w = startWizard({ stored: complete });
    w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
    w.fakes.settle('captureLead', { ok: true });
    await flush();
    ticks(w.clock, 199);
    expect(w.state().value).toBe('quote');
    expect(w.state().context.progress).toBe(99.5);
    ticks(w.clock, 1);
    expect(w.state().matches({ result: 'success' })).toBe(true);
    expect(w.state().context.quote?.total).toBe(900);
    expect(w.stages().slice(-2)).toEqual(['result_page_viewed', 'quote_viewed']);
  });

  it('names the progress messages above 30, 60 and 90', () => {
    const en = translator('en');
    expect([0, 30, 30.5, 60, 60.5, 90, 90.5, 100].map((p) => en.t(quoteProgressMessage(p)))).toEqual([
      'Analyzing property information...',
      'Analyzing property information...',
      'Calculating service details...',
      'Calculating service details...',
      'Preparing your custom quote...',
      'Preparing your custom quote...',
      'Quote ready!',
      'Quote ready!',
    ]);
  });

  it('fails without an e-mail and is unable to price invalid services', async () => {
    const w = startWizard({ stored: complete });
    w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
    w.fakes.settle('captureLead', { ok: true });
    await flush();
    w.send({ type: 'field.change', field: 'email', value: '' });
    ticks(w.clock, 200);
    expect(w.state().matches({ result: 'failure' })).toBe(true);
    expect(w.state().context.quoteError).toBe(MISSING_EMAIL);
    const u = await toResult({ stored: { ...complete, serviceNeeded: 'Fences (per side)' } });
    expect(u.state().matches({ result: 'unable' })).toBe(true);
    expect(u.state().context.quoteError).toBe(PRICE_FAILURE);
    expect(u.notes.at(-1)).toEqual(PRICE_ERROR);
  });

  it("runs a promotion to the end of its last day on the business's wall clock, not UTC's", async () => {
    const book = aBook({ promotions: [aPromotion({ endsOn: '2027-04-30' })] });
    const totalAt = async (now: string) => {
      const w = await toResult({
        stored: { ...complete, serviceNeeded: 'Roof Cleaning' },
        book,
        now: new Date(now),
      });
      return w.state().context.quote?.total;
    };
    // 23:30 on 30 April in New York is 1 May in UTC: the promotion still runs there (decision 0303).
    const lastEvening = await totalAt('2027-05-01T03:30:00Z');
    const nextMorning = await totalAt('2027-05-01T04:30:00Z');
    expect(nextMorning! - lastEvening!).toBe(25);
  });

  it("reads the business's day in the zone the server's book came with, not the default's", async () => {
    const book = aBook({ promotions: [aPromotion({ endsOn: '2027-04-30' })] });
    const totalWith = async (timeZone?: string) => {
      // 04:00 on 1 May in New York (the default zone), 22:00 on 30 April in Honolulu.
      const w = startWizard({
        stored: { ...complete, serviceNeeded: 'Roof Cleaning' },
        now: new Date('2027-05-01T08:00:00Z'),
      });
      w.send({ type: 'priceBook.loaded', book, ...(timeZone ? { timeZone } : {}) });
      w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
      w.fakes.settle('captureLead', { ok: true });
      await flush();
      ticks(w.clock, 200);
      return w.state().context.quote?.total;
    };
    expect((await totalWith())! - (await totalWith('Pacific/Honolulu'))!).toBe(25);
  });

  it("prices the result with the owner's book once it arrived, itemized, and lists its services", async () => {
    const { version: _v, ...book } = DEFAULT_PRICE_BOOK;
    const owners = {
      ...book,
      version: 4,
      categories: {
        ...book.categories,
        Residential: { services: [{ name: 'Roof Cleaning', price: 520, addOns: [] }] },
      },
      minimumCharge: 600,
    };
    const w = startWizard({ stored: { ...complete, serviceNeeded: 'Roof Cleaning, House Exterior' } });
    w.send({ type: 'priceBook.loaded', book: owners });
    expect(w.state().context.config.catalog.Residential).toEqual({ 'Roof Cleaning': 520 });
    w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
    w.fakes.settle('captureLead', { ok: true });
    await flush();
    ticks(w.clock, 200);
    const { quote } = w.state().context;
    expect(quote).toMatchObject({ total: 600, services: [{ name: 'Roof Cleaning', price: 520 }] });
    expect(quote?.itemized).toMatchObject({ bookVersion: 4, subtotal: 520, minimumCharge: 80, total: 600 });
  });
});
