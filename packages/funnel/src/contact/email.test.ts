import { describe, expect, it } from 'vitest';
import { EmailSchema, LeadFieldsSchema } from '../lead/lead-fields.schema.js';
import { EMAIL_MAX, isValidEmail } from './email.js';

// Each of these is read by mail software as more than one recipient, or as a name plus an address, or is
// not an address at all (decision 0204).
const notOneMailbox = [
  'ab.com',
  'a@b',
  'a@localhost',
  'a@b.c',
  'a@x.com, b@y.com',
  'a@x.com,b@y.com',
  'a@x.com;b@y.com',
  'g: a@x.com, b@y.com;',
  'g:a@x.com;',
  '"a,b"@x.com',
  '"a@x.com, b@y.com"@z.com',
  'Ann <a@x.com>',
  '<a@x.com>',
  'a@x.com <b@y.com>',
  'a@x.com (b@y.com)',
  'a b@x.com',
  'a@x.com\r\nBcc: b@y.com',
  'a@x.com\nb@y.com',
  'a@x.com\u0000',
  'a\\,b@x.com',
  'a..b@x.com',
  '.a@x.com',
  'a@x..com',
  'a@[127.0.0.1]',
  'jösé@exämple.com',
  `${'a'.repeat(EMAIL_MAX)}@x.com`,
];

describe('the one e-mail rule', () => {
  it('takes one plain mailbox, ignoring surrounding spaces', () => {
    for (const ok of [
      'a@b.co',
      "o'brien+quotes@example.com",
      'A.B-c_d@Sub.Example.COM',
      '  ann@example.com ',
    ]) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });

  it.each(notOneMailbox)('refuses %j', (bad) => {
    expect(isValidEmail(bad)).toBe(false);
    expect(EmailSchema.safeParse(bad).success).toBe(false);
    expect(LeadFieldsSchema.safeParse({ email: bad }).success).toBe(false);
  });

  it('lets the schema take an empty field (not given yet) and trim a given one', () => {
    expect(EmailSchema.parse('')).toBe('');
    expect(EmailSchema.parse(' ann@example.com ')).toBe('ann@example.com');
    expect(EmailSchema.safeParse('ann@example').error?.issues[0]?.message).toBe(
      'must be a valid email address',
    );
  });
});
