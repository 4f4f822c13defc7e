import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config/funnel-config.js';
import { priceQuote } from '../../pricing/price-quote.js';
import { flush, ticks } from '../testing/fake-actors.testkit.js';
import { complete, startWizard } from '../testing/onboarding-wizard.harness.testkit.js';
import { quoteOnlyResumeAnswer, resumeAnswerOf } from './onboarding-wizard.resume.js';
import { wizardRouteOf } from './onboarding-wizard.view.js';

const lead = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '(561) 555-0123',
  address: '1 Main St',
  propertyType: 'Residential',
  serviceNeeded: 'House Exterior, Roof Cleaning',
  notes: '',
  quotedPrice: 900,
  quoteDetails: [
    { name: 'House Exterior', price: 400 },
    { name: 'Roof Cleaning', price: 500 },
  ],
};
/** A quote the catalog would not give today (the price book changed since it was given). */
const kept = {
  propertyType: 'Residential' as const,
  services: lead.quoteDetails.map((line) => ({ ...line, price: line.price - 50 })),
  total: 800,
};

describe('resumeAnswerOf: where a resume link opens the wizard', () => {
  it('opens the result with the stored quote when every step is answered', () => {
    // Every answer but the empty notes, as the lead holds them.
    const { notes: _notes, quotedPrice: _price, quoteDetails: _lines, ...answers } = lead;
    expect(resumeAnswerOf(lead, defaultConfig)).toEqual({
      step: 'result',
      answers,
      quote: { propertyType: 'Residential', services: lead.quoteDetails, total: 900 },
      choices: { sizes: {}, addOns: {}, code: '' },
    });
  });

  it('brings back the sizes, add-ons and code the quote was priced with (decision 0264)', () => {
    const quoteAnswers = {
      sizes: { 'Driveway Cleaning': 3 },
      addOns: { 'Driveway Cleaning': ['Sealing'] },
      code: 'SPRING',
    };
    expect(resumeAnswerOf({ ...lead, quoteAnswers }, defaultConfig).choices).toEqual(quoteAnswers);
    expect(resumeAnswerOf({ ...lead, quoteAnswers: { code: 'SPRING' } }, defaultConfig).choices).toEqual({
      sizes: {},
      addOns: {},
      code: 'SPRING',
    });
  });

  it('opens the first step the answers do not pass, or the review before any quote', () => {
    const noQuote = { ...lead, quotedPrice: null, quoteDetails: null };
    expect(resumeAnswerOf(noQuote, defaultConfig)).toMatchObject({ step: 'review', quote: null });
    expect(resumeAnswerOf({ ...noQuote, address: '', serviceNeeded: '' }, defaultConfig)).toMatchObject({
      step: 'address',
      quote: null,
    });
    expect(resumeAnswerOf({ ...lead, serviceNeeded: '' }, defaultConfig)).toMatchObject({
      step: 'service-type',
      quote: null,
    });
  });
});

describe('quoteOnlyResumeAnswer: a link whose opening proves nothing (decision 0307)', () => {
  it('answers the quote and what it was priced from, nothing of the person, and opens at the name', () => {
    const quoteAnswers = { sizes: { 'Driveway Cleaning': 3 }, addOns: {}, code: 'SPRING' };
    const answer = quoteOnlyResumeAnswer({ ...lead, notes: 'Gate code 1234', quoteAnswers }, defaultConfig);
    expect(answer).toEqual({
      step: 'name',
      answers: { propertyType: 'Residential', serviceNeeded: lead.serviceNeeded },
      quote: { propertyType: 'Residential', services: lead.quoteDetails, total: 900 },
      choices: quoteAnswers,
    });
    expect(JSON.stringify(answer)).not.toMatch(/Ann|example|555|Main|Gate/);
    const noQuote = { ...lead, quotedPrice: null, quoteDetails: null };
    expect(quoteOnlyResumeAnswer(noQuote, defaultConfig)).toMatchObject({ step: 'name', quote: null });
  });

  it('the wizard opens at the name with the kept quote, and shows it once the person is given again', async () => {
    const services = { propertyType: 'Residential' as const, serviceNeeded: lead.serviceNeeded };
    const w = startWizard({ stored: services, resume: { step: 'name', quote: kept } });
    w.send({ type: 'wizard.goto', step: 'name' });
    expect(wizardRouteOf(w.state())).toBe('name');
    expect(w.state().context.form).toMatchObject({ name: '', email: '', ...services });
    expect(w.state().context.keptQuote).toEqual(kept);
    const person = { name: 'Ann', email: 'ann@example.com', phone: '5615550123', address: '1 Main St' };
    for (const [field, value] of Object.entries(person)) {
      w.send({ type: 'field.change', field: field as keyof typeof person, value });
    }
    for (let i = 0; i < 8 && wizardRouteOf(w.state()) !== 'review'; i += 1) w.send({ type: 'wizard.next' });
    w.send({ type: 'review.confirm' });
    w.fakes.settle('captureLead', { ok: true, output: { queued: false } });
    await flush();
    ticks(w.clock, 200);
    expect(wizardRouteOf(w.state())).toBe('result');
    expect(w.state().context.quote).toEqual(kept);
  });
});

describe('onboarding wizard: opened from a resume link', () => {
  it('opens the result with the kept quote, records no resumed_session, and Back reaches the review', () => {
    const w = startWizard({ stored: complete, resume: { step: 'result', quote: kept } });
    expect(w.stages()).toEqual([]);
    w.send({ type: 'wizard.goto', step: 'result' });
    expect(wizardRouteOf(w.state())).toBe('result');
    expect(w.state().context.quote).toEqual(kept);
    expect(w.stages()).toEqual(['result_page_viewed', 'quote_viewed']);
    w.send({ type: 'result.back' });
    expect(wizardRouteOf(w.state())).toBe('review');
    w.send({ type: 'wizard.goto', step: 'result' });
    expect(wizardRouteOf(w.state()), 'the link opens the result once').toBe('review');
  });

  it('prices anew once the services change, and a link at a form step opens that step with the answers', async () => {
    const w = startWizard({ stored: complete, resume: { step: 'result', quote: kept } });
    w.send({ type: 'wizard.goto', step: 'result' }, { type: 'result.back' });
    w.send({ type: 'review.edit', section: 'serviceType' });
    w.send({ type: 'service.toggle', service: 'Roof Cleaning' }, { type: 'wizard.next' });
    expect(w.state().context.form.serviceNeeded).toBe('House Exterior');
    w.send({ type: 'review.confirm' });
    w.fakes.settle('captureLead', { ok: true, output: { queued: false } });
    await flush();
    ticks(w.clock, 200);
    const priced = priceQuote({ propertyType: 'Residential', services: 'House Exterior' });
    expect(wizardRouteOf(w.state())).toBe('result');
    // Priced anew with the book in force, itemized: the spec's price for House Exterior.
    expect({ ...w.state().context.quote, itemized: undefined }).toEqual(priced.ok && priced.quote);
    expect(w.state().context.quote?.itemized?.lines).toEqual([
      { name: 'House Exterior', size: null, price: 400 },
    ]);
    const atAddress = startWizard({
      stored: { name: 'Ann', email: 'ann@example.com', phone: '5615550123' },
      resume: { step: 'address', quote: null },
    });
    expect(wizardRouteOf(atAddress.state())).toBe('welcome');
    expect(atAddress.stages()).toEqual([]);
    atAddress.send({ type: 'wizard.goto', step: 'address' });
    expect(wizardRouteOf(atAddress.state())).toBe('address');
  });
});
