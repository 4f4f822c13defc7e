import { describe, expect, it } from 'vitest';
import { bookingRefusal, leadAccess, mayReadLead, type LeadAccess } from './lead-access.js';

describe('who may act on a lead', () => {
  it('names the sender: proven beats all, a new e-mail starts a lead, else own or stranger', () => {
    const of = (leadExists: boolean, visitOwnsLead: boolean, proven: boolean) =>
      leadAccess({ leadExists, visitOwnsLead, proven });
    expect(of(true, false, true)).toBe('proven');
    expect(of(false, false, false)).toBe('new');
    expect(of(true, true, false)).toBe('own');
    expect(of(true, false, false)).toBe('stranger');
  });

  it('answers with the lead only to its own visits and proven senders', () => {
    const all: LeadAccess[] = ['new', 'own', 'proven', 'stranger'];
    expect(all.filter(mayReadLead)).toEqual(['new', 'own', 'proven']);
  });

  it('refuses only a stranger booking over an upcoming appointment, with a typed reason', () => {
    expect(bookingRefusal('stranger', true)).toMatchObject({ refused: true, reason: 'booking_exists' });
    expect(bookingRefusal('stranger', false)).toBeNull();
    for (const a of ['new', 'own', 'proven'] as const) expect(bookingRefusal(a, true)).toBeNull();
  });
});
