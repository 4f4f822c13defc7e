import { describe, expect, it } from 'vitest';
import { availabilityRules } from './availability-rules.js';
import { appointmentIcs } from './appointment-ics.js';

const rules = availabilityRules(undefined); // America/New_York
const base = {
  uid: 'booking-1@pw',
  slot: '8:30 AM',
  durationMinutes: 120,
  summary: 'Pressure washing',
  address: '1 Ocean Blvd, Jupiter, FL',
  description: 'House Exterior, Roof Cleaning',
  now: new Date('2026-03-02T15:00:00Z'),
};

describe('appointment .ics', () => {
  it('writes the slot as the right UTC instant in winter and in summer', () => {
    expect(appointmentIcs({ ...base, day: '2026-03-06' }, rules)).toContain('DTSTART:20260306T133000Z');
    expect(appointmentIcs({ ...base, day: '2026-07-06' }, rules)).toContain('DTSTART:20260706T123000Z');
    expect(appointmentIcs({ ...base, day: '2026-07-06' }, rules)).toContain('DTEND:20260706T143000Z');
  });

  it('escapes commas and semicolons and ends lines with CRLF', () => {
    const ics = appointmentIcs(
      { ...base, day: '2026-03-06', address: 'Unit 2; 1 Ocean Blvd, Jupiter' },
      rules,
    );
    expect(ics).toContain('LOCATION:Unit 2\\; 1 Ocean Blvd\\, Jupiter\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});
