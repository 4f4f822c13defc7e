import { describe, expect, it } from 'vitest';
import {
  formatPhoneDisplay,
  formatPhoneInput,
  isValidPhone,
  nationalDigits,
  phoneDigits,
  toE164,
} from './phone.js';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['561', '(561'],
    ['5615', '(561) 5'],
    ['561555', '(561) 555'],
    ['5615550', '(561) 555-0'],
    ['5615550123', '(561) 555-0123'],
  ])('formats %j as %j while typing', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('keeps digits only', () => {
    expect(formatPhoneInput('abc(561)-555.01x23')).toBe('(561) 555-0123');
  });

  it('drops digits past ten and never exceeds 14 characters', () => {
    const shown = formatPhoneInput('561555012399999');
    expect(shown).toBe('(561) 555-0123');
    expect(shown.length).toBe(14);
  });

  it.each([
    ['+1 (561) 555-0199', '(561) 555-0199'],
    ['+15615550199', '(561) 555-0199'],
    ['1-561-555-0199', '(561) 555-0199'],
    ['1 561 555 0199', '(561) 555-0199'],
    ['15615550199', '(561) 555-0199'],
    ['561.555.0199', '(561) 555-0199'],
    ['561 555 0199', '(561) 555-0199'],
    ['+1 561', '(561'],
    ['1', ''],
  ])('drops the country code of a pasted or typed %j: %j', (pasted, shown) => {
    expect(formatPhoneInput(pasted)).toBe(shown);
  });

  it('types +1 then the number digit by digit as the input would, ending on the national number', () => {
    let shown = '';
    for (const key of '+15615550199') shown = formatPhoneInput(shown + key);
    expect(shown).toBe('(561) 555-0199');
  });

  it('re-formats an already formatted value unchanged', () => {
    expect(formatPhoneInput('(561) 555-0123')).toBe('(561) 555-0123');
  });
});

describe('formatPhoneDisplay', () => {
  it('formats ten bare digits', () => {
    expect(formatPhoneDisplay('5615550123')).toBe('(561) 555-0123');
  });
  it('leaves values with parentheses alone', () => {
    expect(formatPhoneDisplay('(561) 555-0123')).toBe('(561) 555-0123');
  });
  it('leaves values that are not ten digits alone', () => {
    expect(formatPhoneDisplay('555-0123')).toBe('555-0123');
  });
});

describe('phone and e-mail rules', () => {
  it('counts national digits: a +1 or 1 prefix neither helps nor hurts', () => {
    expect(isValidPhone('+1 (561) 555-0199')).toBe(true);
    expect(isValidPhone('1-561-555-0199')).toBe(true);
    expect(isValidPhone('+1 561 555 019')).toBe(false);
    expect(nationalDigits('+1 (561) 555-0199')).toBe('5615550199');
    expect(nationalDigits('0561555019')).toBe('0561555019');
    expect(formatPhoneDisplay('15615550199')).toBe('(561) 555-0199');
  });

  it('needs exactly ten digits', () => {
    expect(isValidPhone('(561) 555-0123')).toBe(true);
    expect(isValidPhone('561555012')).toBe(false);
    expect(isValidPhone('56155501234')).toBe(false);
    expect(phoneDigits('(561) 555-0123')).toBe('5615550123');
  });
});

describe('toE164', () => {
  it.each([
    ['(561) 555-0199', '+15615550199'],
    ['561.555.0199', '+15615550199'],
    ['1-561-555-0199', '+15615550199'],
    ['+1 561 555 0199', '+15615550199'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%j is %j', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    '',
    '555-0199',
    '+1 561 555 019',
    '+0 20 7946 0958',
    '+44 20 7946 0958 1234 5',
    '561+5550199',
    'call me',
    '(561) 555-0199 x12',
  ])('refuses %j', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});
