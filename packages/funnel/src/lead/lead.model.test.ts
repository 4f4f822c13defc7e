import { describe, expect, it } from 'vitest';
import { aCapture } from '../testing/a-capture.js';
import type { Capture } from './capture.schema.js';
import { emailKey } from '../contact/email.js';
import type { Lead } from './lead.js';
import { applyCapture } from './lead.model.js';
import { dbPatchFor } from './submission-row.js';
import { webhookBodyFor } from './webhook-body.js';
import { completionFlags } from './stages.js';

const at = '2025-01-11T10:16:00.000Z';
const fold = (captures: Capture[]) =>
  captures.reduce<Lead | undefined>((lead, c) => applyCapture(lead, c, at), undefined)!;

const email = 'ana@example.com';
const journey = {
  contact: aCapture(),
  address: aCapture({
    stage: 'address_completed',
    currentStep: 'address',
    fields: { email, address: '1 Ocean Blvd, Jupiter, FL' },
  }),
  property: aCapture({
    stage: 'property_type_completed',
    currentStep: 'property-type',
    fields: { email, propertyType: 'Residential' },
  }),
  services: aCapture({
    stage: 'service_type_completed',
    currentStep: 'service-type',
    fields: { email, serviceNeeded: 'House Exterior, Roof Cleaning' },
  }),
  viewed: aCapture({ stage: 'quote_viewed', currentStep: 'result', fields: { email } }),
  scheduled: aCapture({
    stage: 'appointment_scheduled',
    currentStep: 'result',
    fields: {
      email,
      appointmentDate: '2025-01-15',
      appointmentTime: '1:30 PM',
      appointmentTimestamp: '2025-01-15T13:30:00',
    },
  }),
  accepted: aCapture({ stage: 'quote_accepted', currentStep: 'result', fields: { email } }),
  done: aCapture({ stage: 'process_completed', currentStep: 'confirmation', fields: { email } }),
};

describe('stages', () => {
  it('keeps a record partial until process_completed', () => {
    expect(completionFlags('quote_accepted')).toEqual({
      partial: true,
      completed: false,
      status: 'in_progress',
    });
    expect(completionFlags('process_completed')).toEqual({
      partial: false,
      completed: true,
      status: 'complete',
    });
  });
});

describe('applyCapture', () => {
  it('builds the lead step by step and never lets an empty value erase a known one', () => {
    const lead = fold([
      journey.contact,
      journey.address,
      aCapture({ stage: 'address_completed', fields: { email, name: '' } }),
    ]);
    expect(lead).toMatchObject({
      email,
      name: 'Ana',
      phone: '(561) 555-0123',
      address: '1 Ocean Blvd, Jupiter, FL',
      partial: true,
    });
  });

  it('recomputes the quote on quote stages from the services, and marks it generated', () => {
    const lead = fold([journey.contact, journey.property, journey.services, journey.viewed]);
    expect(lead.quotedPrice).toBe(900);
    expect(lead.quoteDetails).toEqual([
      { name: 'House Exterior', price: 400 },
      { name: 'Roof Cleaning', price: 500 },
    ]);
    expect(lead.quoteStatus).toBe('generated');
  });

  it('records the appointment, acceptance and confirmation, then completes', () => {
    const lead = fold(Object.values(journey));
    expect(lead).toMatchObject({
      appointmentDate: '2025-01-15',
      appointmentTime: '1:30 PM',
      scheduledTime: '2025-01-15T13:30:00',
      appointmentStatus: 'confirmed',
      quoteStatus: 'accepted',
      stage: 'process_completed',
      status: 'complete',
      partial: false,
      completed: true,
    });
  });

  it('ignores appointment fields on any capture but the one that reserves the slot', () => {
    const forged = aCapture({
      stage: 'process_completed',
      currentStep: 'confirmation',
      fields: { email, appointmentDate: '2025-02-02', appointmentTime: '3:17 AM' },
    });
    const lead = fold([...Object.values(journey).slice(0, -1), forged]);
    expect(lead).toMatchObject({ appointmentDate: '2025-01-15', appointmentTime: '1:30 PM' });
    const early = fold([
      aCapture({
        stage: 'quote_accepted',
        fields: { email, appointmentDate: '2025-02-02', appointmentTime: '8:30 AM' },
      }),
    ]);
    expect(early).toMatchObject({ appointmentDate: null, appointmentTime: null, appointmentStatus: null });
  });

  it('a completed lead stays completed: a later visit keeps the stage, a new quote keeps the flags', () => {
    const done = fold(Object.values(journey));
    const resumed = applyCapture(done, aCapture({ stage: 'resumed_session', fields: { email } }), at);
    expect(resumed).toMatchObject({
      stage: 'process_completed',
      status: 'complete',
      partial: false,
      completed: true,
    });
    expect(dbPatchFor(resumed)).toMatchObject({
      stage: 'process_completed',
      partial: false,
      completed: true,
    });
    const requote = applyCapture(
      done,
      aCapture({ stage: 'name_completed', fields: { email, name: 'Ana' } }),
      at,
    );
    expect(requote).toMatchObject({
      stage: 'name_completed',
      status: 'complete',
      completed: true,
      partial: false,
    });
    expect(requote.appointmentStatus).toBe('confirmed');
  });

  it('matches the e-mail without regard to case and keeps the spelling typed first (decision 0152)', () => {
    const typed = aCapture({ stage: 'contact_completed', fields: { email: 'Ann@Example.com', name: 'Ann' } });
    const lower = aCapture({
      stage: 'address_completed',
      fields: { email: 'ann@example.com', address: '1 A St' },
    });
    const lead = fold([typed, lower]);
    expect(lead.email).toBe('Ann@Example.com');
    expect(dbPatchFor(lead)).toMatchObject({ email: 'Ann@Example.com', email_as_typed: 'Ann@Example.com' });
    expect(webhookBodyFor(lead, lower).email).toBe('Ann@Example.com');
    expect(emailKey(' Ann@Example.COM ')).toBe('ann@example.com');
    // Another address is another spelling: the latest one is taken (the server keys it as another lead).
    expect(fold([typed, aCapture({ fields: { email: 'bob@example.com' } })]).email).toBe('bob@example.com');
  });

  it('keeps the first timestamp and moves updatedAt', () => {
    const first = applyCapture(undefined, journey.contact, at);
    const later = applyCapture(
      first,
      { ...journey.address, timestamp: '2025-01-12T00:00:00.000Z' },
      '2025-01-12T00:00:01.000Z',
    );
    expect(later.timestamp).toBe('2025-01-11T10:15:00.000Z');
    expect(later.updatedAt).toBe('2025-01-12T00:00:01.000Z');
  });
});

describe('dbPatchFor (spec 7.1, lowercase keys)', () => {
  const common = [
    'email',
    'stage',
    'status',
    'partial',
    'completed',
    'source',
    'formtype',
    'conversionfunnel',
    'conversionsource',
    'querystring',
    'timestamp',
    'email_as_typed',
    'language',
  ];
  const person = ['name', 'phone', 'address'];
  const quoteColumns = [
    ...person,
    'propertytype',
    'serviceneeded',
    'quotestatus',
    'quoted_price',
    'quote_snapshot',
  ];
  const keysAfter = (captures: Capture[]) => Object.keys(dbPatchFor(fold(captures))).sort();

  it.each([
    ['name', [aCapture({ stage: 'name_completed', fields: { email, name: 'Ana' } })], ['name']],
    ['contact', [journey.contact], ['phone', 'name']],
    ['address', [journey.address], ['address']],
    ['property type', [journey.property], ['propertytype']],
    ['service type', [journey.services], ['serviceneeded']],
    ['quote viewed', [journey.services, journey.viewed], quoteColumns],
    [
      'appointment',
      [journey.scheduled],
      [...quoteColumns, 'scheduled_time', 'appointmentstatus', 'appointment_kind'],
    ],
    ['completion', [journey.done], ['appointmentstatus', 'appointment_kind']],
  ])('writes the %s step columns', (_step, captures, extra) => {
    expect(keysAfter(captures)).toEqual([...common, ...extra].sort());
  });

  it('carries the lowercase values', () => {
    const patch = dbPatchFor(fold([journey.contact, journey.property, journey.services, journey.viewed]));
    expect(patch).toMatchObject({
      propertytype: 'Residential',
      serviceneeded: 'House Exterior, Roof Cleaning',
      quoted_price: 900,
      quotestatus: 'generated',
    });
  });
});

describe('webhookBodyFor (spec 7.3, camelCase)', () => {
  it('sends the base fields on every step', () => {
    const lead = fold([journey.contact]);
    expect(webhookBodyFor(lead, journey.contact)).toEqual({
      email,
      name: 'Ana',
      phone: '(561) 555-0123',
      address: '',
      propertyType: '',
      serviceNeeded: '',
      notes: '',
      timestamp: '2025-01-11T10:15:00.000Z',
      source: 'https://example.com/onboarding/contact?utm_source=google',
      partial: true,
      completed: false,
      stage: 'contact_completed',
      status: 'in_progress',
      querystring: '?utm_source=google&utm_campaign=spring',
      formType: 'onboarding',
      currentStep: 'contact',
      conversionFunnel: 'onboarding_wizard',
      conversionSource: 'google',
      language: 'en',
    });
  });

  it('adds the quote and appointment fields in the later steps', () => {
    const captures = Object.values(journey);
    const body = webhookBodyFor(fold(captures), journey.done);
    expect(body).toMatchObject({
      quoteTotal: 900,
      quoteDetails: '[{"name":"House Exterior","price":400},{"name":"Roof Cleaning","price":500}]',
      quoteStatus: 'accepted',
      appointmentDate: '2025-01-15',
      appointmentTime: '1:30 PM',
      appointmentTimestamp: '2025-01-15T13:30:00',
      appointmentStatus: 'confirmed',
      appointmentKind: 'quote',
      completed: true,
      partial: false,
      status: 'complete',
    });
    expect(JSON.parse(body.quoteSnapshot as string)).toMatchObject({ bookVersion: 1, total: 900 });
  });
});
