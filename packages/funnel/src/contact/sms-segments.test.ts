import { describe, expect, it } from 'vitest';
import { fitSms, smsSegments } from './sms-segments.js';

describe('SMS segments', () => {
  it('counts GSM 7-bit texts by 160 and 153, the extension table as two, others by 70 and 67', () => {
    expect(smsSegments('')).toBe(0);
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('Zoë'.padEnd(70, 'a'))).toBe(1);
    expect(smsSegments('Zoë'.padEnd(71, 'a'))).toBe(2);
  });
});

describe('fitSms', () => {
  it('keeps a text that fits, and cuts the head, never the tail, of one that does not', () => {
    expect(fitSms('Hello', ' https://x.example/1')).toBe('Hello https://x.example/1');
    const tail = ' Call (561) 555-0123 https://x.example/admin/leads/a';
    const fitted = fitSms('word '.repeat(100), tail)!;
    expect(fitted.endsWith(`...${tail}`)).toBe(true);
    expect(smsSegments(fitted)).toBe(2);
    expect(fitted.length).toBeGreaterThan(290);
  });

  it('cuts a head with characters outside GSM to two UCS-2 segments', () => {
    const fitted = fitSms('Zoë ✨ '.repeat(60), ' https://x.example/1')!;
    expect(smsSegments(fitted)).toBe(2);
    expect(fitted.length).toBeLessThanOrEqual(134);
  });

  it('answers null when the tail alone is too long', () => {
    expect(fitSms('head', ` ${'x'.repeat(400)}`)).toBeNull();
  });
});
