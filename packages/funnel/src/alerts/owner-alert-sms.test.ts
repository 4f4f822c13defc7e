import { describe, expect, it } from 'vitest';
import { smsSegments } from '../contact/sms-segments.js';
import { plainSmsText } from '../contact/safe-text.js';
import { ownerAlertSms } from './owner-alert-sms.js';

const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, s));
const lead = {
  email: 'ana@example.com',
  name: 'Ana',
  phone: '(561) 555-0123',
  serviceNeeded: 'House Exterior, Roof Cleaning',
  propertyType: 'Residential',
  quotedPrice: 900,
  stage: 'quote_details',
};
const o = {
  firstAt: at(0),
  now: new Date(at(0).getTime() + 180_000),
  leadUrl: 'https://w.example/admin/leads/a',
};

describe('the owner’s alert as a text message', () => {
  it('who, what, the price, the step and how long ago, then a number to call and the lead’s page', () => {
    expect(ownerAlertSms(lead, 'quote', o)).toBe(
      'Quote requested: Ana, House Exterior, Roof Cleaning (Residential), $900, reached Quote details 3 min ago. Call (561) 555-0123 https://w.example/admin/leads/a',
    );
    expect(ownerAlertSms({ ...lead, phone: '', quotedPrice: null, serviceNeeded: '' }, 'reachable', o)).toBe(
      'New lead: Ana, Residential, no price yet, reached Quote details 3 min ago. E-mail ana@example.com https://w.example/admin/leads/a',
    );
  });

  it('puts prospect text on one line without markup', () => {
    expect(plainSmsText('Ana\r\n<b>Bold</b> <script>x</script>\u2028 >')).toBe('Ana Bold x');
    const text = ownerAlertSms({ ...lead, name: 'Ana\nSTOP <a href="x">' }, 'booked', o);
    expect(text).toMatch(/^New booking: Ana STOP, /);
  });

  it('is one line of at most two segments whatever the prospect typed, and keeps the number and link', () => {
    const hostile = [
      '',
      'x'.repeat(400),
      'Zoë ✨'.repeat(80),
      '€'.repeat(300),
      'a\r\nb'.repeat(90),
      '<'.repeat(300),
    ];
    for (const name of hostile)
      for (const service of hostile) {
        const text = ownerAlertSms({ ...lead, name, serviceNeeded: service }, 'quote', o);
        expect(text).not.toMatch(/[\r\n<>]/);
        expect(smsSegments(text)).toBeLessThanOrEqual(2);
        expect(text.endsWith(' Call (561) 555-0123 https://w.example/admin/leads/a')).toBe(true);
      }
  });

  it('leaves out a link too long to fit rather than cut it', () => {
    const text = ownerAlertSms(lead, 'quote', { ...o, leadUrl: `https://w.example/${'x'.repeat(400)}` });
    expect(text).toMatch(/ Call \(561\) 555-0123$/);
  });
});
