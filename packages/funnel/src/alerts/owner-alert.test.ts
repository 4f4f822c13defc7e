import { describe, expect, it } from 'vitest';
import { ALERT_LATEST_MS, alertDueAt, alertReasonOf, ownerAlert, waitedFor } from './owner-alert.js';

const at = (s: number) => new Date(Date.UTC(2026, 2, 2, 15, 0, s));

describe('which captures alert the owner', () => {
  it('a new reachable lead, a price, a booking and a prospect’s change; not test data or the owner’s moves', () => {
    expect(alertReasonOf('contact_completed', { newLead: true })).toBe('reachable');
    expect(alertReasonOf('address_completed', { newLead: false })).toBeNull();
    expect(alertReasonOf('quote_details', { newLead: false })).toBe('quote');
    expect(alertReasonOf('appointment_scheduled', { newLead: false })).toBe('booked');
    expect(alertReasonOf('appointment_cancelled', { newLead: false, by: 'manage-link' })).toBe('changed');
    expect(alertReasonOf('appointment_rescheduled', { newLead: false, by: 'admin' })).toBeNull();
    expect(alertReasonOf('data_fields_test', { newLead: true })).toBeNull();
    expect(alertReasonOf('screen_viewed', { newLead: true })).toBeNull();
  });
});

describe('coalescing', () => {
  it('waits for a quiet spell, but never past the latest moment after the first capture', () => {
    expect(alertDueAt(at(0), at(0))).toEqual(at(20));
    expect(alertDueAt(at(0), at(15))).toEqual(at(35));
    // A prospect still stepping through the wizard: the alert goes 45 s after the first capture.
    for (const latest of [30, 40, 59])
      expect(alertDueAt(at(0), at(latest))).toEqual(at(ALERT_LATEST_MS / 1000));
  });
});

describe('what an alert says', () => {
  const lead = {
    email: 'ana@example.com',
    name: 'Ana\nBcc: x@evil.example',
    phone: '(561) 555-0123',
    serviceNeeded: 'House Exterior, Roof Cleaning',
    propertyType: 'Residential',
    quotedPrice: 900,
    stage: 'quote_details' as const,
  };

  it('who, what, the price, how far and how long ago, a number to call and the lead’s page', () => {
    const alert = ownerAlert(lead, 'quote', {
      firstAt: at(0),
      now: new Date(at(0).getTime() + 180_000),
      leadUrl: 'https://w.example/admin/leads/a',
    });
    // The address typed into the name is dropped: a mail reader would make a link of it (decision 0311).
    expect(alert.subject).toBe('Quote requested: Ana Bcc:, $900');
    expect(alert.text).toBe(
      [
        'Ana Bcc: wants House Exterior, Roof Cleaning (Residential).',
        'Quoted: $900.',
        'Reached: Quote details, 3 min ago.',
        'Call: (561) 555-0123 tel:+15615550123',
        'Lead: https://w.example/admin/leads/a',
        '',
      ].join('\n'),
    );
    expect(alert.subject).not.toMatch(/[\r\n]/);
  });

  it("says how long the quoted job takes a crew, from the stored quote's minutes", () => {
    const timed = ownerAlert({ ...lead, jobMinutes: 360 }, 'quote', {
      firstAt: at(0),
      now: at(0),
      leadUrl: 'https://w.example/admin/leads/a',
    });
    expect(timed.text.split('\n').slice(1, 3)).toEqual(['Quoted: $900.', 'Job length: 6 h of crew time.']);
  });

  it('says how long ago in words a person reads at a glance', () => {
    expect(waitedFor(at(0), at(30))).toBe('just now');
    expect(waitedFor(at(0), new Date(at(0).getTime() + 3 * 3_600_000))).toBe('3 h ago');
    expect(waitedFor(at(0), new Date(at(0).getTime() + 3 * 86_400_000))).toBe('3 days ago');
  });
});
