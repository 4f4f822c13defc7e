import { describe, expect, it } from 'vitest';
import { AlertSettingsSchema } from '../alerts/alert-settings.schema.js';
import { describeIssues } from '../lead/capture.schema.js';
import { SmsProviderSettingsSchema } from './sms-settings.js';

const provider = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'f00dfeedf00dfeedf00dfeedf00dfeed',
  from: '(561) 555-0100',
  baseUrl: 'https://api.twilio.com/',
};

describe('the text-message settings', () => {
  it('keeps numbers in E.164, a Messaging Service as it is, and the base URL without its slash', () => {
    expect(SmsProviderSettingsSchema.parse(provider)).toEqual({
      ...provider,
      from: '+15615550100',
      baseUrl: 'https://api.twilio.com',
    });
    const service = 'MG0123456789abcdef0123456789abcdef';
    expect(SmsProviderSettingsSchema.parse({ ...provider, from: service }).from).toBe(service);
    expect(SmsProviderSettingsSchema.parse({ ...provider, baseUrl: 'http://127.0.0.1:4010' }).baseUrl).toBe(
      'http://127.0.0.1:4010',
    );
    expect(AlertSettingsSchema.parse({ sms: true, ownerPhone: '561 555 0123' })).toEqual({
      sms: true,
      ownerPhone: '+15615550123',
    });
  });

  it('refuses what cannot work with a sentence naming the field', () => {
    const refused = (input: object) => {
      const res = AlertSettingsSchema.safeParse(input);
      return res.success ? '' : describeIssues(res.error);
    };
    expect(refused({ ownerPhone: '555-0123' })).toMatch(/^ownerPhone: must be your mobile number/);
    expect(refused({ smsProvider: { ...provider, baseUrl: 'http://api.twilio.com' } })).toMatch(
      /^smsProvider\.baseUrl: must be an https:\/\/ address/,
    );
    for (const baseUrl of ['https://user:pw@api.twilio.com', 'https://api.twilio.com?x=1', 'ftp://x'])
      expect(refused({ smsProvider: { ...provider, baseUrl } })).toMatch(/baseUrl/);
    expect(refused({ smsProvider: { ...provider, from: 'ACME' } })).toMatch(
      /^smsProvider\.from: must be a phone/,
    );
    expect(refused({ smsProvider: { ...provider, accountSid: 'AC/../x' } })).toMatch(/accountSid/);
    expect(refused({ smsProvider: { ...provider, authToken: 'two words' } })).toMatch(/authToken/);
    expect(refused({ sms: 'yes' })).toMatch(/^sms: /);
    expect(refused({ extra: 1 })).not.toBe('');
  });
});
