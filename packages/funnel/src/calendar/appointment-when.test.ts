import { describe, expect, it } from 'vitest';
import { appointmentWhen } from './appointment-when.js';

const rules = { timeZone: 'America/New_York' };

describe('appointmentWhen (issue 41)', () => {
  it("says a slot's day and time as each language writes them, in the business's zone", () => {
    expect(appointmentWhen('en', '2025-12-02', '8:30 AM', rules)).toBe(
      'Tuesday, December 2, 2025 at 8:30 AM',
    );
    expect(appointmentWhen('es', '2025-12-02', '8:30 AM', rules)).toBe(
      'martes, 2 de diciembre de 2025 a las 8:30 a.m.',
    );
  });

  it('takes the article of the hour in Spanish: "a la 1:30", "a las 12:30"', () => {
    expect(appointmentWhen('es', '2025-12-02', '1:30 PM', rules)).toBe(
      'martes, 2 de diciembre de 2025 a la 1:30 p.m.',
    );
    expect(appointmentWhen('es', '2025-12-06', '12:30 PM', rules)).toBe(
      'sábado, 6 de diciembre de 2025 a las 12:30 p.m.',
    );
  });

  it('keeps the wall-clock time across a change of daylight saving time, whatever the host zone', () => {
    expect(appointmentWhen('es', '2026-03-09', '8:30 AM', rules)).toBe(
      'lunes, 9 de marzo de 2026 a las 8:30 a.m.',
    );
    expect(appointmentWhen('en', '2026-03-09', '4:00 PM', { timeZone: 'America/Los_Angeles' })).toBe(
      'Monday, March 9, 2026 at 4:00 PM',
    );
  });
});
