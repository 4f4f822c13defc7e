import { describe, expect, it } from 'vitest';
import type { CaptureLeadInput } from '../effects.js';
import { aBook, aPromotion, sizedDriveway } from '../../pricing/price-book.testkit.js';
import { quote } from '../../pricing/quote.js';
import { flush, ticks } from '../testing/fake-actors.testkit.js';
import { complete, startWizard } from '../testing/onboarding-wizard.harness.testkit.js';
import { routeIndex } from './onboarding-wizard.steps.js';
import { CODE_REFUSED } from './onboarding-wizard.messages.js';
import { wizardStepsOf } from './onboarding-wizard.view.js';

const DRIVEWAY = 'Driveway Cleaning';
const sized = { stored: { ...complete, serviceNeeded: DRIVEWAY }, book: aBook() };

describe('onboarding wizard: the size screen and the promotion code', () => {
  it('asks the size only when the book asks it, and counts the step only then', () => {
    const plain = startWizard({ stored: complete });
    plain.send({ type: 'wizard.goto', step: 'service-type' }, { type: 'wizard.next' });
    expect(plain.state().matches('review')).toBe(true);
    expect(wizardStepsOf(plain.state())).not.toContain('size');
    plain.send({ type: 'wizard.goto', step: 'size' });
    expect(plain.state().matches('review')).toBe(true);

    const w = startWizard(sized);
    // The review is out of reach until the size is answered.
    w.send({ type: 'wizard.goto', step: 'review' });
    expect(w.state().matches('welcome')).toBe(true);
    w.send({ type: 'wizard.goto', step: 'service-type' }, { type: 'wizard.next' });
    expect(w.state().matches('size')).toBe(true);
    expect(wizardStepsOf(w.state())).toContain('size');
    w.send({ type: 'wizard.next' });
    expect(w.notes.at(-1)).toMatchObject({
      title: 'notice.size',
      description: 'notice.size.question',
      values: { question: 'How many cars does your driveway hold?' },
    });
    w.send(
      { type: 'size.select', service: DRIVEWAY, size: 3 },
      { type: 'addOn.toggle', service: DRIVEWAY, addOn: 'Sealing' },
      { type: 'wizard.next' },
    );
    expect(w.state().matches('review')).toBe(true);
    expect(w.captured('size_completed')?.fields).toMatchObject({
      serviceNeeded: DRIVEWAY,
      sizes: { [DRIVEWAY]: 3 },
      addOns: { [DRIVEWAY]: ['Sealing'] },
    });
    w.send({ type: 'wizard.back' });
    expect(w.state().matches('size')).toBe(true);
  });

  it("prices the result with the sizes and add-ons, or shows the server's own quote when it gave one", async () => {
    const w = startWizard(sized);
    w.send(
      { type: 'wizard.goto', step: 'service-type' },
      { type: 'wizard.next' },
      { type: 'size.select', service: DRIVEWAY, size: 3 },
      { type: 'addOn.toggle', service: DRIVEWAY, addOn: 'Sealing' },
      { type: 'wizard.next' },
      { type: 'promotionCode.change', code: 'secret10' },
      { type: 'review.confirm' },
    );
    // The server refuses the code: its sentence for the field, no toast, every answer kept.
    const refusal = { code: 'code_refused', message: "This code can't be used." };
    w.fakes.settle('captureLead', { ok: false, error: refusal });
    await flush();
    expect(w.state().matches({ review: 'editing' })).toBe(true);
    expect(w.state().context.codeError).toBe(CODE_REFUSED);
    expect(w.notes).toEqual([]);
    w.send({ type: 'promotionCode.change', code: 'SECRET10' });
    expect(w.state().context.codeError).toBeNull();

    // A code the public book does not show: the server prices it and answers the itemized quote.
    const owners = aBook({ promotions: [aPromotion({ code: 'SECRET10', kind: 'percent', value: 10 })] });
    const answers = { propertyType: 'Residential', services: DRIVEWAY, sizes: { [DRIVEWAY]: 3 } };
    const server = quote(
      owners,
      { ...answers, addOns: { [DRIVEWAY]: ['Sealing'] }, code: 'SECRET10' },
      '2025-06-02',
    );
    if (!server.ok) throw new Error(server.message);
    w.send({ type: 'review.confirm' });
    expect(w.fakes.inputsOf<CaptureLeadInput>('captureLead').at(-1)).toMatchObject({
      stage: 'quote_details',
      fields: { promotionCode: 'SECRET10', sizes: { [DRIVEWAY]: 3 } },
    });
    w.fakes.settle('captureLead', { ok: true, output: { queued: false, itemized: server.quote } });
    await flush();
    ticks(w.clock, 200);
    expect(w.state().matches({ result: 'success' })).toBe(true);
    expect(w.state().context.quote).toMatchObject({ total: 333, itemized: server.quote });
    expect(server.quote.promotion).toMatchObject({ code: 'SECRET10', amount: 37 });
  });
});

describe('onboarding wizard: choices restored from storage or a resume link (decision 0264)', () => {
  const restored = {
    sizes: { [DRIVEWAY]: 3, 'Gone Service': 1 },
    addOns: { [DRIVEWAY]: ['Sealing', 'Gone add-on'] },
    code: 'SPRING',
  };

  it('keeps them raw until the book in force arrives, then keeps what it offers: the review needs nothing more', () => {
    // The chart starts with the configuration's catalog, which sizes nothing: the review is reachable.
    const w = startWizard({ stored: { ...complete, serviceNeeded: DRIVEWAY }, choices: restored });
    w.send({ type: 'wizard.goto', step: 'review' });
    expect(w.state().matches('review')).toBe(true);
    expect(w.state().context.choices).toEqual(restored);
    w.send({ type: 'priceBook.loaded', book: aBook() });
    expect(w.state().context.choices).toEqual({
      sizes: { [DRIVEWAY]: 3 },
      addOns: { [DRIVEWAY]: ['Sealing'] },
      code: 'SPRING',
    });
    w.send({ type: 'review.confirm' });
    expect(w.fakes.inputsOf<CaptureLeadInput>('captureLead').at(-1)).toMatchObject({
      stage: 'quote_details',
      fields: { sizes: { [DRIVEWAY]: 3 }, addOns: { [DRIVEWAY]: ['Sealing'] }, promotionCode: 'SPRING' },
    });
  });

  it('drops a size whose tier the book no longer has, so the size screen asks it again', () => {
    const w = startWizard({ stored: { ...complete, serviceNeeded: DRIVEWAY }, choices: restored });
    w.send({ type: 'wizard.goto', step: 'review' });
    const tiers = [{ label: '5 or more cars', from: 5, to: null, price: 325 }];
    const book = aBook();
    const driveway = { ...sizedDriveway, size: { ...sizedDriveway.size!, tiers } };
    const services = book.categories.Residential.services.map((s) => (s.name === DRIVEWAY ? driveway : s));
    w.send({
      type: 'priceBook.loaded',
      book: { ...book, categories: { ...book.categories, Residential: { services } } },
    });
    expect(w.state().context.choices.sizes).toEqual({});
    w.send({ type: 'review.confirm' });
    expect(w.state().matches({ review: 'editing' })).toBe(true);
    expect(w.notes.at(-1)).toMatchObject({ title: 'notice.size' });
    w.send({ type: 'review.edit', section: 'size' });
    expect(w.state().matches('size')).toBe(true);
  });

  it('starts a stored prospect whose sizes the book in force asks at the step they reached', () => {
    const asked = { stored: { ...complete, serviceNeeded: DRIVEWAY }, book: aBook() };
    expect(startWizard({ ...asked, choices: restored }).state().context.reached).toBe(routeIndex('review'));
    expect(startWizard(asked).state().context.reached).toBe(routeIndex('size'));
  });
});
