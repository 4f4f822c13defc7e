import { describe, expect, it } from 'vitest';
import {
  canLeaveBookingContact,
  contactFieldProblems,
  validateAddress,
  validateContact,
  validateName,
  validatePropertyType,
  validateServices,
  type ValidationMessage,
} from './wizard-validation.js';
import { translator } from '../i18n/translate.js';

/** A message as an English prospect reads it: the spec's texts, byte for byte (decision 0324). */
const english = ({ title, description }: ValidationMessage) => {
  const en = translator('en');
  return description === undefined
    ? { title: en.t(title) }
    : { title: en.t(title), description: en.t(description) };
};
const messageOf = (v: ReturnType<typeof validateName>) => (v.ok ? null : english(v.message));

describe('wizard step validation', () => {
  it('requires a name after trimming', () => {
    expect(messageOf(validateName('   '))).toEqual({ title: 'Please enter your name' });
    expect(validateName(' Ana ').ok).toBe(true);
  });

  describe('contact (reading A, in order)', () => {
    it('checks the e-mail first, even when the phone is also missing', () => {
      expect(messageOf(validateContact({ email: '', phone: '' }))).toEqual({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
      });
      for (const email of ['ana.example.com', 'ana@example.com;eve@example.com', 'g: ana@example.com;']) {
        expect(messageOf(validateContact({ email, phone: '' }))?.title, email).toBe('Invalid Email');
      }
    });
    it('then requires a phone', () => {
      expect(messageOf(validateContact({ email: 'ana@example.com', phone: '  ' }))).toEqual({
        title: 'Phone Required',
        description: 'Please enter your phone number',
      });
    });
    it('then requires exactly ten digits', () => {
      const tooShort = {
        title: 'Invalid Phone Number',
        description: 'Please enter a complete 10-digit phone number',
      };
      expect(messageOf(validateContact({ email: 'ana@example.com', phone: '(561) 555-012' }))).toEqual(
        tooShort,
      );
      expect(messageOf(validateContact({ email: 'ana@example.com', phone: '56155501234' }))).toEqual(
        tooShort,
      );
    });
    it('passes a valid pair', () => {
      expect(validateContact({ email: 'ana@example.com', phone: '(561) 555-0123' }).ok).toBe(true);
    });
  });

  it('requires an address', () => {
    expect(messageOf(validateAddress(''))).toEqual({ title: 'Please enter your address' });
    expect(validateAddress('1 Ocean Blvd').ok).toBe(true);
  });

  it('requires a property type', () => {
    expect(messageOf(validatePropertyType(''))).toEqual({ title: 'Please select a property type' });
    expect(validatePropertyType('Commercial').ok).toBe(true);
  });

  it('requires at least one service', () => {
    expect(messageOf(validateServices(' , '))).toEqual({ title: 'Please select a service' });
    expect(validateServices(['Roof Cleaning']).ok).toBe(true);
  });
});

describe('booking modal contact step', () => {
  const PHONE = '(561) 555-0123';
  it('enables Next only when name, e-mail and phone are all non-blank', () => {
    expect(canLeaveBookingContact({ name: 'Ana', email: 'a@b.co', phone: PHONE })).toBe(true);
    expect(canLeaveBookingContact({ name: ' ', email: 'a@b.co', phone: PHONE })).toBe(false);
    expect(canLeaveBookingContact({ name: 'Ana', email: '', phone: PHONE })).toBe(false);
    expect(canLeaveBookingContact({ name: 'Ana', email: 'a@b.co', phone: '  ' })).toBe(false);
  });
  it('keeps Next disabled while the e-mail is not one address (decision 0204)', () => {
    for (const email of ['ana.example.com', 'ana@example', 'ana@example.com, eve@example.com']) {
      expect(canLeaveBookingContact({ name: 'Ana', email, phone: PHONE }), email).toBe(false);
    }
  });
  it("keeps Next disabled while the phone is not 10 digits, as the wizard's Continue does", () => {
    for (const phone of ['+1 (561) 555-0199', '1-561-555-0199', '561.555.0199', '561 555 0199']) {
      expect(canLeaveBookingContact({ name: 'Ana', email: 'a@b.co', phone })).toBe(true);
      expect(validateContact({ email: 'a@b.co', phone }).ok).toBe(true);
    }
    for (const phone of ['(156) 155-50', '561 555 019', '1', '0561 555 0199']) {
      expect(canLeaveBookingContact({ name: 'Ana', email: 'a@b.co', phone })).toBe(false);
      expect(validateContact({ email: 'a@b.co', phone }).ok).toBe(false);
    }
  });
});

describe('contact field problems', () => {
  it("names each filled field that breaks the wizard's rule, with the wizard's message", () => {
    const problems = contactFieldProblems({ email: 'ana.example.com', phone: '(561) 555-01' });
    expect({ email: english(problems.email!), phone: english(problems.phone!) }).toEqual({
      email: { title: 'Invalid Email', description: 'Please enter a valid email address' },
      phone: { title: 'Invalid Phone Number', description: 'Please enter a complete 10-digit phone number' },
    });
  });
  it('finds nothing wrong in blank fields or valid ones', () => {
    expect(contactFieldProblems({ email: ' ', phone: '' })).toEqual({});
    expect(contactFieldProblems({ email: 'a@b.co', phone: '+1 561 555 0199' })).toEqual({});
  });
});
