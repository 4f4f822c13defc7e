import { describe, expect, it } from 'vitest';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';
import { CaptureSchema } from '../lead/capture.schema.js';
import { aCapture } from '../testing/a-capture.js';
import {
  boxStatement,
  consentAddress,
  consentVersion,
  mayMessage,
  smsConsentOf,
  consentWordingOf,
  smsWordingIn,
  smsWordingOf,
  type ConsentFact,
} from './consent.js';
import { listUnsubscribeHeaders } from './unsubscribe.js';

const NUMBER = '+15615550123';
const VISIT = '00000000-0000-4000-8000-000000000001';
const v1 = consentVersion(defaultConfig.consent.smsWording);
const row = (action: ConsentFact['action'], at: string, more: Partial<ConsentFact> = {}): ConsentFact => ({
  channel: 'sms',
  address: NUMBER,
  action,
  version: action === 'granted' ? v1 : null,
  how: action === 'granted' ? 'box' : 'stop_reply',
  at,
  visitId: action === 'granted' ? VISIT : null,
  ...more,
});

describe('the consent ledger rules', () => {
  it('versions a wording by its exact text, and knows the retired ones', () => {
    expect(v1).toMatch(/^[0-9a-f]{64}$/);
    expect(consentVersion(`${defaultConfig.consent.smsWording} `)).not.toBe(v1);
    const changed: FunnelConfig = {
      ...defaultConfig,
      consent: {
        ...defaultConfig.consent,
        smsWording: 'New words.',
        retiredSmsWordings: [defaultConfig.consent.smsWording],
      },
    };
    expect(smsWordingOf(v1, changed)).toBe(defaultConfig.consent.smsWording);
    expect(smsWordingOf(consentVersion('New words.'), changed)).toBe('New words.');
    expect(smsWordingOf(consentVersion('Words never shown.'), changed)).toBeNull();
  });

  it('keys a number as E.164 and an e-mail lower-cased', () => {
    expect(consentAddress('sms', '(561) 555-0123')).toBe(NUMBER);
    expect(consentAddress('sms', '+1 561 555 0123')).toBe(NUMBER);
    expect(consentAddress('sms', '555-0123')).toBeNull();
    expect(consentAddress('email', ' Ann@Example.com ')).toBe('ann@example.com');
  });

  it('texts only after a grant, e-mails until a withdrawal, and the latest row decides', () => {
    expect(mayMessage([], 'sms', NUMBER)).toEqual({ allowed: false, reason: 'no_consent' });
    expect(mayMessage([], 'email', 'ann@example.com')).toEqual({ allowed: true, basis: 'quote_request' });
    const granted = [row('granted', '2026-03-01T10:00:00.000Z')];
    expect(mayMessage(granted, 'sms', NUMBER)).toEqual({ allowed: true, basis: 'granted' });
    expect(mayMessage(granted, 'sms', '+15615550199')).toEqual({ allowed: false, reason: 'no_consent' });
    const stopped = [...granted, row('withdrawn', '2026-03-02T10:00:00.000Z')];
    expect(mayMessage(stopped, 'sms', NUMBER)).toEqual({ allowed: false, reason: 'withdrawn' });
    const untickedOwn = [...granted, row('withdrawn', '2026-03-02T10:00:00.000Z', { how: 'box' })];
    expect(mayMessage(untickedOwn, 'sms', NUMBER)).toEqual({ allowed: false, reason: 'withdrawn' });
    // After unticking its own tick, a visit that ticks again grants again: no STOP was ever sent.
    const reticked = [...untickedOwn, row('granted', '2026-03-03T10:00:00.000Z')];
    expect(mayMessage(reticked, 'sms', NUMBER)).toEqual({ allowed: true, basis: 'granted' });
    // An unsubscribed e-mail stays unsubscribed: e-mail has no box to grant again.
    const unsubscribed: ConsentFact[] = [
      { ...row('withdrawn', '2026-03-02T10:00:00.000Z'), channel: 'email', address: 'ann@example.com' },
    ];
    expect(mayMessage(unsubscribed, 'email', 'ann@example.com')).toEqual({
      allowed: false,
      reason: 'withdrawn',
    });
    expect(mayMessage(unsubscribed, 'sms', NUMBER)).toEqual({ allowed: false, reason: 'no_consent' });
  });

  it('a STOP, an unsubscribe or the owner sticks until a START or the owner grants again (decision 0307)', () => {
    const stopped = [
      row('granted', '2026-03-01T10:00:00.000Z'),
      row('withdrawn', '2026-03-02T10:00:00.000Z'),
    ];
    // A tick of the box after it, on any visit (here another's, as a stranger's): of no effect.
    const ticked = [...stopped, row('granted', '2026-03-03T10:00:00.000Z', { visitId: 'another' })];
    expect(mayMessage(ticked, 'sms', NUMBER)).toEqual({ allowed: false, reason: 'withdrawn' });
    // Unticking that tick leaves the STOP in force; so does a tick again after it.
    const unticked = [
      ...ticked,
      row('withdrawn', '2026-03-03T11:00:00.000Z', { how: 'box', visitId: 'another' }),
      row('granted', '2026-03-03T12:00:00.000Z', { visitId: 'another' }),
    ];
    expect(mayMessage(unticked, 'sms', NUMBER)).toEqual({ allowed: false, reason: 'withdrawn' });
    // A START from the number itself, or the owner recording it, grants again.
    for (const how of ['start_reply', 'owner'] as const) {
      const regranted = [...unticked, row('granted', '2026-03-04T10:00:00.000Z', { how, version: null })];
      expect(mayMessage(regranted, 'sms', NUMBER), how).toEqual({ allowed: true, basis: 'granted' });
      // From then on the box is the person's again: a later untick and tick count.
      const later = [
        ...regranted,
        row('granted', '2026-03-05T10:00:00.000Z'),
        row('withdrawn', '2026-03-05T11:00:00.000Z', { how: 'box' }),
        row('granted', '2026-03-05T12:00:00.000Z'),
      ];
      expect(mayMessage(later, 'sms', NUMBER), how).toEqual({ allowed: true, basis: 'granted' });
    }
    for (const how of ['unsubscribe_link', 'owner'] as const) {
      const withdrawn = [
        row('granted', '2026-03-01T10:00:00.000Z'),
        row('withdrawn', '2026-03-02T10:00:00.000Z', { how }),
        row('granted', '2026-03-03T10:00:00.000Z'),
      ];
      expect(mayMessage(withdrawn, 'sms', NUMBER), how).toEqual({ allowed: false, reason: 'withdrawn' });
    }
    // Rows are read in time order whatever the list's order; at one instant, the later in the list.
    expect(mayMessage([...ticked].reverse(), 'sms', NUMBER)).toEqual({ allowed: false, reason: 'withdrawn' });
    const sameInstant = [
      row('withdrawn', '2026-03-02T10:00:00.000Z'),
      row('granted', '2026-03-02T10:00:00.000Z', { how: 'start_reply' }),
    ];
    expect(mayMessage(sameInstant, 'sms', NUMBER)).toEqual({ allowed: true, basis: 'granted' });
    expect(mayMessage([...sameInstant].reverse(), 'sms', NUMBER)).toEqual({
      allowed: false,
      reason: 'withdrawn',
    });
  });

  it("writes a tick once, never undoes a STOP with a tick, and unticks only its own visit's grant", () => {
    const ticked = smsConsentOf(true);
    const unticked = smsConsentOf(false);
    const base = { phone: '(561) 555-0123', visitId: VISIT, deferred: false };
    const grant = { channel: 'sms', address: NUMBER, action: 'granted', version: v1 };
    expect(boxStatement({ ...base, consent: ticked, latest: null })).toEqual(grant);
    expect(boxStatement({ ...base, consent: ticked, latest: row('granted', 'x') })).toBeNull();
    // After a STOP (or the owner's withdrawal, or an unsubscribe) a tick writes nothing, late or not.
    for (const how of ['stop_reply', 'owner', 'unsubscribe_link'] as const) {
      expect(boxStatement({ ...base, consent: ticked, latest: row('withdrawn', 'x', { how }) })).toBeNull();
    }
    // After an untick, a tick grants again, unless it was made before the untick and sent late.
    const untick = row('withdrawn', 'x', { how: 'box', visitId: VISIT });
    expect(boxStatement({ ...base, consent: ticked, latest: untick })).toEqual(grant);
    expect(boxStatement({ ...base, deferred: true, consent: ticked, latest: untick })).toBeNull();
    // After a START, a tick of a wording not yet granted is written.
    const started = row('granted', 'x', { how: 'start_reply', version: null, visitId: null });
    expect(boxStatement({ ...base, consent: ticked, latest: started })).toEqual(grant);
    expect(boxStatement({ ...base, consent: unticked, latest: null })).toBeNull();
    expect(boxStatement({ ...base, consent: unticked, latest: row('granted', 'x') })).toEqual({
      ...grant,
      action: 'withdrawn',
    });
    const othersGrant = row('granted', 'x', { visitId: 'another' });
    expect(boxStatement({ ...base, consent: unticked, latest: othersGrant })).toBeNull();
    expect(boxStatement({ ...base, consent: undefined, latest: null })).toBeNull();
    expect(boxStatement({ ...base, phone: '555', consent: ticked, latest: null })).toBeNull();
  });

  it('refuses a tick without a valid phone and a version that is not one, in the capture schema', () => {
    const contact = aCapture({
      stage: 'contact_completed',
      fields: { email: 'a@example.com', phone: '5615550123' },
    });
    expect(CaptureSchema.safeParse({ ...contact, consent: smsConsentOf(true) }).success).toBe(true);
    const noPhone = { ...contact, fields: { email: 'a@example.com' }, consent: smsConsentOf(true) };
    expect(CaptureSchema.safeParse(noPhone).error?.issues[0]?.path).toEqual(['consent', 'sms', 'granted']);
    const bad = { ...contact, consent: { sms: { granted: true, version: 'v1' } } };
    expect(CaptureSchema.safeParse(bad).success).toBe(false);
  });

  it('builds the RFC 8058 headers and refuses a URL that could break them', () => {
    expect(listUnsubscribeHeaders('https://example.com/unsubscribe/abc')).toEqual({
      'List-Unsubscribe': '<https://example.com/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const bad of [
      '/unsubscribe/abc',
      'mailto:a@example.com',
      'https://e.com/a\r\nBcc: x',
      'https://e.com/a>,<b',
    ])
      expect(() => listUnsubscribeHeaders(bad)).toThrow(/not an absolute/);
  });
});

describe('the consent box per language (issue 41, decision 0321)', () => {
  it('has a Spanish wording with its own version, and knows which language a version is', () => {
    const en = consentVersion(smsWordingIn('en'));
    const es = consentVersion(smsWordingIn('es'));
    expect(smsWordingIn('en')).toBe(defaultConfig.consent.smsWording);
    expect(smsWordingIn('es')).toMatch(/mensajes de texto.*ALTO/);
    expect(es).not.toBe(en);
    expect(consentWordingOf(es)).toEqual({ wording: smsWordingIn('es'), language: 'es' });
    expect(consentWordingOf(en)).toEqual({ wording: smsWordingIn('en'), language: 'en' });
    expect(smsConsentOf(true, defaultConfig, 'es')).toEqual({ sms: { granted: true, version: es } });
    expect(smsWordingOf(es)).toBe(smsWordingIn('es'));
  });

  it('accepts a retired Spanish wording as Spanish', () => {
    const config: FunnelConfig = {
      ...defaultConfig,
      consent: {
        ...defaultConfig.consent,
        es: { smsWording: 'Nuevo.', retiredSmsWordings: [smsWordingIn('es')] },
      },
    };
    expect(consentWordingOf(consentVersion(smsWordingIn('es')), config)?.language).toBe('es');
    expect(smsWordingIn('es', config)).toBe('Nuevo.');
  });
});
