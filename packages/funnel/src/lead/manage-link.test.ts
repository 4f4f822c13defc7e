import { describe, expect, it } from 'vitest';
import { describeIssues } from './capture.schema.js';
import { LeadFieldsSchema } from './lead-fields.schema.js';
import { SlotMoveSchema } from './manage-link.js';

const GOOD = ['8:30 AM', '1:30 PM', '12:00 PM', '12:59 AM', '10:00 AM', ' 4:00 PM '];
// Times the 12-hour parser cannot read, or reads into an hour that does not exist.
const BAD = [
  'noon',
  '8:30',
  '08:30 AM',
  '0:30 AM',
  '13:30 PM',
  '8:60 AM',
  '8:30 am',
  '8:30AM',
  '',
  '8:30 AM x',
];

describe('slot times: one rule for a move and a booking capture', () => {
  it.each(GOOD)('accepts %j', (time) => {
    expect(SlotMoveSchema.parse({ day: '2026-03-13', time })).toEqual({
      day: '2026-03-13',
      time: time.trim(),
    });
    expect(LeadFieldsSchema.parse({ appointmentTime: time }).appointmentTime).toBe(time.trim());
  });

  it.each(BAD)('refuses %j with a readable message', (time) => {
    const move = SlotMoveSchema.safeParse({ day: '2026-03-13', time });
    expect(move.success).toBe(false);
    expect(describeIssues(move.error!)).toMatch(/^time: must be a time such as '8:30 AM'/);
    expect(LeadFieldsSchema.safeParse({ appointmentTime: time }).success).toBe(false);
  });
});
