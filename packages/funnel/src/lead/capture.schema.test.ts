import { describe, expect, it } from 'vitest';
import { aCapture } from '../testing/a-capture.js';
import { CaptureSchema, describeIssues } from './capture.schema.js';
import { LIMITS } from './lead-fields.schema.js';

const parse = (value: unknown) => CaptureSchema.safeParse(value);
const errorOf = (value: unknown) => {
  const result = parse(value);
  return result.success ? null : describeIssues(result.error);
};

describe('CaptureSchema', () => {
  it('accepts a contact capture and trims its texts', () => {
    const result = parse(aCapture({ fields: { email: ' ana@example.com ', name: ' Ana ' } }));
    expect(result.success && result.data.fields).toEqual({ email: 'ana@example.com', name: 'Ana' });
  });

  it('accepts the welcome and name steps without an e-mail', () => {
    expect(parse(aCapture({ stage: 'welcome_completed', currentStep: 'welcome', fields: {} })).success).toBe(
      true,
    );
    expect(
      parse(aCapture({ stage: 'name_completed', currentStep: 'name', fields: { name: 'Ana' } })).success,
    ).toBe(true);
  });

  it('requires an e-mail from the contact step on', () => {
    expect(errorOf(aCapture({ stage: 'address_completed', fields: { address: '1 Ocean Blvd' } }))).toBe(
      'fields.email: an email is required for stage address_completed',
    );
  });

  it('refuses an e-mail without @', () => {
    expect(errorOf(aCapture({ fields: { email: 'ana.example.com' } }))).toContain(
      'fields.email: must be a valid email address',
    );
  });

  it('refuses unknown fields at both levels', () => {
    expect(errorOf({ ...aCapture(), quotedPrice: 1 })).toMatch(/quotedPrice/);
    expect(errorOf(aCapture({ fields: { email: 'a@b.co', quoted_price: 1 } as never }))).toMatch(
      /quoted_price/,
    );
  });

  it('refuses over-long texts with the limit in the message', () => {
    expect(errorOf(aCapture({ fields: { email: 'a@b.co', notes: 'x'.repeat(LIMITS.notes + 1) } }))).toBe(
      `fields.notes: must be at most ${LIMITS.notes} characters`,
    );
  });

  it('refuses unknown stages, bad ids and bad timestamps', () => {
    expect(parse(aCapture({ stage: 'hacked' as never })).success).toBe(false);
    expect(errorOf(aCapture({ captureId: '1' }))).toBe('captureId: must be a UUID');
    expect(errorOf(aCapture({ timestamp: 'yesterday' }))).toBe('timestamp: must be an ISO date-time');
  });

  it('requires the appointment date and time on appointment_scheduled', () => {
    expect(errorOf(aCapture({ stage: 'appointment_scheduled', fields: { email: 'a@b.co' } }))).toBe(
      'fields.appointmentDate: an appointment date and time are required',
    );
    const ok = aCapture({
      stage: 'appointment_scheduled',
      fields: {
        email: 'a@b.co',
        appointmentDate: '2025-01-15',
        appointmentTime: '1:30 PM',
        appointmentTimestamp: '2025-01-15T13:30:00',
      },
    });
    expect(parse(ok).success).toBe(true);
  });
});

describe('CaptureSchema: screen_viewed (analytics only)', () => {
  const view = (over: object = {}) =>
    aCapture({ stage: 'screen_viewed', currentStep: 'welcome', fields: {}, ...over });

  it('accepts a view without an e-mail and with a referring host', () => {
    expect(parse(view({ referrer: 'www.google.com' })).success).toBe(true);
  });

  it('refuses a view that carries any field, and a referrer that is not a host', () => {
    expect(errorOf(view({ fields: { name: 'Ana' } }))).toBe(
      'fields: must be empty for screen_viewed: a view event carries no personal data',
    );
    expect(errorOf(view({ referrer: 'https://x.example/path?q=1' }))).toBe('referrer: must be a host name');
  });
});
