/**
 * Prospect text made safe for every channel (issue 38 row 12, decision 0311): the probe's code points
 * (U+202E, U+2067/U+2069, U+200F) and the other invisible controls are gone from the owner's text, e-mail
 * and push alerts and from the prospect's follow-ups, and a name typed as a link is no link.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownerAlertSms } from '../alerts/owner-alert-sms.js';
import { ownerAlert } from '../alerts/owner-alert.js';
import { pushAlert } from '../alerts/push-alert.js';
import { DEFAULT_FOLLOW_UP_SETTINGS } from '../follow-ups/follow-up-settings.js';
import { followUpText } from '../follow-ups/follow-up-message.js';
import { safeText, withoutLinks } from './safe-text.js';

/** What the probe sent, and the other characters that hide or turn text around. */
const PROBE = ['\u202E', '\u2067', '\u2069', '\u200F'];
const HIDDEN = [...PROBE, '\u200E', '\u202A', '\u202D', '\u2066', '\u2068', '\u061C'];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u3164'];
const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B', '\u2028', '\u2029'];
const UNSAFE = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u3164]/u;
/** The one format character kept: a zero-width joiner between two emoji. */
const EMOJI_JOINER =
  /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu;

const at = new Date('2026-03-02T15:00:00Z');
const say = { firstAt: at, now: at, leadUrl: 'https://w.example/admin/leads/a', leadPath: '/admin/leads/a' };
/** A lead whose name puts the rest of a line backwards, the probe's way. */
const turned = {
  email: 'ana@example.com',
  name: `Ana\u202E \u2067Bo\u2069\u200F${ZERO_WIDTH.join('')}`,
  phone: '(561) 555-0123',
  serviceNeeded: 'Roof\u202E Cleaning\u200B',
  propertyType: 'Resi\u2066dential\u2069',
  quotedPrice: 450,
  stage: 'quote_details',
};

describe('safeText', () => {
  it('removes bidi marks, overrides and isolates and zero-width characters, and spaces controls', () => {
    for (const c of [...HIDDEN, ...ZERO_WIDTH]) expect(safeText(`a${c}b`), escape(c)).toBe('ab');
    for (const c of CONTROLS) expect(safeText(`a${c}b`), escape(c)).toBe('a b');
    expect(safeText('  Ana \t\u00A0 Bo\r\n\r\nBcc: x ')).toBe('Ana Bo Bcc: x');
    expect(safeText('José Müller 😀 O’Brien 👨‍👩‍👧‍👦 👍🏽‍')).toBe('José Müller 😀 O’Brien 👨‍👩‍👧‍👦 👍🏽');
  });

  it('leaves one line with no unsafe character, single spaces, and nothing more to do', () => {
    const unsafe = fc.constantFrom(...HIDDEN, ...ZERO_WIDTH, ...CONTROLS, ' ', '\t', '\uD800', '\uDC00');
    const text = fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), unsafe)).map((p) => p.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const safe = safeText(t);
        expect(safe.replace(EMOJI_JOINER, '')).not.toMatch(UNSAFE);
        expect(safe).not.toMatch(/\s{2}|^\s|\s$|[^\S ]/);
        expect(safeText(safe)).toBe(safe);
      }),
    );
  });
});

describe('withoutLinks', () => {
  it('drops what a phone or a mail reader would make a link of, and keeps the rest', () => {
    expect(withoutLinks('Ann http://evil.example/x')).toBe('Ann');
    expect(withoutLinks('Ann www.evil.example')).toBe('Ann');
    expect(withoutLinks('Ann x.com now')).toBe('Ann now');
    expect(withoutLinks('Ann tel:+15615550000 ann@evil.example')).toBe('Ann');
    expect(withoutLinks('Ann-Marie O’Brien Jr')).toBe('Ann-Marie O’Brien Jr');
  });
});

describe('prospect text in every channel', () => {
  const channels = {
    'the text alert': ownerAlertSms(turned, 'quote', say),
    'the e-mail alert subject': ownerAlert(turned, 'quote', say).subject,
    'the e-mail alert': ownerAlert(turned, 'quote', say).text.replace(/\n/g, ' '),
    'the push title': pushAlert(turned, 'quote', say).title,
    'the push body': pushAlert(turned, 'quote', say).body,
    'the follow-up text': followUpText(DEFAULT_FOLLOW_UP_SETTINGS, { ...turned, quoteDetails: null }, 'L')
      .sms,
    'the follow-up subject': followUpText(DEFAULT_FOLLOW_UP_SETTINGS, { ...turned, quoteDetails: null }, 'L')
      .subject,
  };

  it.each(Object.entries(channels))('%s carries none of the probe’s code points', (_, text) => {
    expect(text).not.toMatch(UNSAFE);
    for (const c of PROBE) expect(text).not.toContain(c);
  });

  it('keeps the number to call in order, after a name that tried to reverse it', () => {
    expect(channels['the text alert']).toBe(
      'Quote requested: Ana Bo, Roof Cleaning (Residential), $450, reached Quote details just now. Call (561) 555-0123 https://w.example/admin/leads/a',
    );
    expect(channels['the e-mail alert']).toContain('Call: (561) 555-0123 tel:+15615550123');
    expect(channels['the follow-up text']).toMatch(/^Hi Ana, your Roof Cleaning quote \(\$450\)/);
  });

  it('gives a name typed as a link no link in any alert: the lead’s page is the only one', () => {
    const linked = { ...turned, name: 'Bo https://evil.example/pay www.evil.example x.com' };
    expect(ownerAlertSms(linked, 'reachable', say)).toMatch(/^New lead: Bo, /);
    expect(ownerAlertSms(linked, 'reachable', say).match(/https?:\/\/\S+/g)).toEqual([say.leadUrl]);
    expect(ownerAlert(linked, 'reachable', say).subject).toBe('New lead: Bo, $450');
    expect(ownerAlert(linked, 'reachable', say).text).not.toMatch(/evil|x\.com/);
    expect(pushAlert(linked, 'reachable', say).title).toBe('New lead: Bo');
    // Only a link: the alert names the lead by the e-mail instead.
    expect(ownerAlert({ ...linked, name: 'https://evil.example' }, 'reachable', say).subject).toBe(
      'New lead: ana@example.com, $450',
    );
  });
});
