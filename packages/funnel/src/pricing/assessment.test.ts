import { describe, expect, it } from 'vitest';
import { aCapture } from '../testing/a-capture.js';
import { ownerAlert } from '../alerts/owner-alert.js';
import { ownerAlertSms } from '../alerts/owner-alert-sms.js';
import { pushAlert } from '../alerts/push-alert.js';
import { applyCapture } from '../lead/lead.model.js';
import { dbPatchFor } from '../lead/submission-row.js';
import { webhookBodyFor } from '../lead/webhook-body.js';
import { appointmentKindLabel, appointmentKindOf, assessmentFor } from './assessment.js';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { PriceBookSchema } from './price-book.schema.js';
import { aBook, aPromotion } from './price-book.testkit.js';
import { quote } from './quote.js';

const day = '2026-05-01';
const commercialOn = aBook({ assessment: { commercial: true, aboveTotal: null } });
const above800 = aBook({ assessment: { commercial: false, aboveTotal: 800 } });
const house = { propertyType: 'Residential', services: ['House Exterior'] };
const houseAndRoof = { propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] };
const storefront = { propertyType: 'Commercial', services: ['Storefronts & Parking Lots'] };
const priced = (book: typeof commercialOn, answers: Parameters<typeof quote>[1], code?: string) => {
  const result = quote(book, { ...answers, code }, day);
  if (!result.ok) throw new Error(result.message);
  return result.quote;
};

describe('assessmentFor (issue 21 §3)', () => {
  it('is off without a rule, and with the rule off', () => {
    expect(assessmentFor(undefined, { propertyType: 'Commercial', total: 99_999, promotion: null })).toBe(
      null,
    );
    const off = { commercial: false, aboveTotal: null };
    expect(assessmentFor(off, { propertyType: 'Commercial', total: 99_999, promotion: null })).toBe(null);
  });

  it('sends commercial jobs, and jobs above the line before any promotion, to an assessment', () => {
    const rule = { commercial: true, aboveTotal: 800 };
    expect(assessmentFor(rule, { propertyType: 'Commercial', total: 250, promotion: null })).toBe(
      'commercial',
    );
    expect(assessmentFor(rule, { propertyType: 'Residential', total: 800, promotion: null })).toBe(null);
    expect(assessmentFor(rule, { propertyType: 'Residential', total: 801, promotion: null })).toBe(
      'above_total',
    );
    // $850 after a $50 code: the job is still a $900 job, so the code does not decide.
    expect(assessmentFor(rule, { propertyType: 'Residential', total: 750, promotion: { amount: 100 } })).toBe(
      'above_total',
    );
  });
});

describe('quote() with the rule', () => {
  it('keeps every spec quote an instant price with the default book', () => {
    expect(priced(DEFAULT_PRICE_BOOK, houseAndRoof)).not.toHaveProperty('assessment');
    expect(priced(DEFAULT_PRICE_BOOK, storefront)).not.toHaveProperty('assessment');
  });

  it('says in the snapshot why a job gets an assessment', () => {
    expect(priced(commercialOn, storefront)).toMatchObject({ total: 400, assessment: 'commercial' });
    expect(priced(commercialOn, houseAndRoof)).not.toHaveProperty('assessment');
    expect(priced(above800, houseAndRoof)).toMatchObject({ total: 900, assessment: 'above_total' });
    expect(priced(above800, house)).not.toHaveProperty('assessment');
    const promoted = aBook({
      assessment: { commercial: false, aboveTotal: 800 },
      promotions: [aPromotion({ code: 'SPRING', value: 150 })],
    });
    expect(priced(promoted, houseAndRoof, 'SPRING')).toMatchObject({ total: 750, assessment: 'above_total' });
  });
});

describe('the rule in the price book', () => {
  const { version: _v, ...book } = aBook();
  const problems = (assessment: unknown) => {
    const parsed = PriceBookSchema.safeParse({ ...book, assessment });
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('parses a book saved before the rule existed, and a rule', () => {
    expect(PriceBookSchema.parse(book)).not.toHaveProperty('assessment');
    expect(problems({ commercial: true, aboveTotal: 2500 })).toEqual({});
    expect(problems({ commercial: false, aboveTotal: null })).toEqual({});
  });

  it('refuses a line that is not a whole, positive, sane price, with a sentence at the field', () => {
    expect(problems({ commercial: false, aboveTotal: 0 })).toEqual({
      'assessment.aboveTotal': 'must be at least $1 (leave it empty for no price line)',
    });
    expect(problems({ commercial: false, aboveTotal: 99.5 })).toEqual({
      'assessment.aboveTotal': 'must be whole dollars',
    });
    expect(problems({ commercial: false, aboveTotal: 2_000_000 })).toEqual({
      'assessment.aboveTotal': 'cannot be more than $100,000',
    });
    expect(problems({ commercial: 'yes', aboveTotal: null })).toEqual({
      'assessment.commercial': 'must be on or off',
    });
  });
});

describe('the lead of an assessment job', () => {
  const email = 'ana@example.com';
  const details = aCapture({
    stage: 'quote_details',
    currentStep: 'review',
    fields: { email, propertyType: 'Commercial', serviceNeeded: 'Dumpster Pads' },
  });
  const booked = aCapture({
    stage: 'appointment_scheduled',
    currentStep: 'result',
    fields: { email, appointmentDate: '2026-05-04', appointmentTime: '8:30 AM' },
  });
  const at = '2026-05-01T14:00:00.000Z';

  it('keeps the estimate in the snapshot but quotes no price, and books an assessment', () => {
    const pricing = { book: commercialOn, today: day };
    const lead = applyCapture(applyCapture(undefined, details, at, pricing), booked, at, pricing);
    expect(lead).toMatchObject({
      quotedPrice: null,
      quoteSnapshot: { total: 250, assessment: 'commercial' },
      appointmentKind: 'assessment',
    });
    expect(dbPatchFor(lead).appointment_kind).toBe('assessment');
    expect(webhookBodyFor(lead, booked)).toMatchObject({ appointmentKind: 'assessment' });
    expect(webhookBodyFor(lead, booked)).not.toHaveProperty('quoteTotal');
  });

  it('books a quote kind for a priced job, and never takes the kind from the browser', () => {
    const pricing = { book: DEFAULT_PRICE_BOOK, today: day };
    const lead = applyCapture(applyCapture(undefined, details, at, pricing), booked, at, pricing);
    expect(lead).toMatchObject({ quotedPrice: 250, appointmentKind: 'quote' });
    expect(appointmentKindOf(null)).toBe('quote');
  });
});

describe("the booking modal's request (decision 0267)", () => {
  const email = 'bea@example.com';
  const at = '2026-05-01T14:00:00.000Z';
  const modal = (stage: 'booking_progress' | 'process_completed') =>
    aCapture({
      formType: 'bookingModal',
      stage,
      currentStep: stage === 'process_completed' ? 'notes' : 'contact',
      fields: { email, name: 'Bea', phone: '5615550123', serviceNeeded: 'Roof Cleaning' },
    });

  it('is a free on-site assessment with no time once submitted, in the row and the webhook', () => {
    const progress = applyCapture(undefined, modal('booking_progress'), at);
    expect(progress.appointmentKind).toBeNull();
    const submitted = applyCapture(progress, modal('process_completed'), at);
    expect(submitted).toMatchObject({ appointmentKind: 'assessment', appointmentDate: null });
    expect(submitted.appointmentStatus).toBeNull();
    expect(dbPatchFor(submitted).appointment_kind).toBe('assessment');
    expect(webhookBodyFor(submitted, modal('process_completed'))).toMatchObject({
      appointmentKind: 'assessment',
      formType: 'bookingModal',
    });
  });

  it("leaves a booked time's kind alone: the lead keeps the booking it holds", () => {
    const booked = applyCapture(
      undefined,
      aCapture({
        stage: 'appointment_scheduled',
        currentStep: 'result',
        fields: { email, appointmentDate: '2026-05-04', appointmentTime: '8:30 AM' },
      }),
      at,
    );
    expect(applyCapture(booked, modal('process_completed'), at).appointmentKind).toBe('quote');
  });

  it("is named on the owner's lead page as waiting for a call until a time is booked", () => {
    expect(appointmentKindLabel('assessment', null)).toBe(
      'Free on-site assessment, no time yet: call to schedule',
    );
    expect(appointmentKindLabel('assessment', 'scheduled')).toBe('Free on-site assessment');
    expect(appointmentKindLabel('quote', 'cancelled')).toBe('Pressure washing appointment');
    expect(appointmentKindLabel(null, null)).toBeNull();
  });
});

describe("the owner's alert of an assessment job", () => {
  it('says the prospect was offered an assessment, not a price, on every channel', () => {
    const lead = {
      email: 'cora@example.com',
      name: 'Cora',
      phone: '(561) 555-0123',
      serviceNeeded: 'Dumpster Pads',
      propertyType: 'Commercial',
      quotedPrice: null,
      stage: 'quote_details' as const,
      assessment: true,
    };
    const o = { firstAt: new Date(0), now: new Date(60_000), leadUrl: 'https://w.example/l', leadPath: '/l' };
    const mail = ownerAlert(lead, 'quote', o);
    expect(mail.subject).toBe('Quote requested: Cora, on-site assessment');
    expect(mail.text).toContain('Offered a free on-site assessment instead of a price.');
    expect(ownerAlertSms(lead, 'quote', o)).toContain('Dumpster Pads (Commercial), on-site assessment');
    expect(pushAlert(lead, 'quote', o).body).toContain('on-site assessment');
  });
});
