import { describe, expect, it } from 'vitest';
import { followUpText } from './follow-up-message.js';
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  DEFAULT_FOLLOW_UP_TEMPLATES,
  FollowUpSettingsSchema,
  translationsMissing,
} from './follow-up-settings.js';

const lead = { name: 'Ana', serviceNeeded: 'Roof Cleaning', quotedPrice: 900, quoteDetails: null };
const link = 'https://wash.example/es/onboarding/resume#t';

describe('a follow-up in the lead language (issue 41, decision 0321)', () => {
  it("gives an English lead the owner's templates, as written", () => {
    const owner = { ...DEFAULT_FOLLOW_UP_SETTINGS, smsText: 'Hey {name}! {link}' };
    expect(followUpText(owner, lead, link, 'en').sms).toBe(`Hey Ana! ${link}`);
  });

  it('gives a Spanish lead the Spanish defaults, with "$900" and its fallbacks in Spanish', () => {
    const owner = { ...DEFAULT_FOLLOW_UP_SETTINGS, smsText: 'Hey {name}! {link}' };
    const text = followUpText(owner, lead, link, 'es');
    expect(text.sms).toBe(
      `Hola, Ana: su cotización de Roof Cleaning ($900) está guardada. Continúe donde se quedó: ${link} Responda ALTO para no recibir más.`,
    );
    expect(text.subject).toBe('Su cotización de Roof Cleaning está guardada');
    const nobody = followUpText(
      owner,
      { ...lead, name: '', serviceNeeded: '', quotedPrice: null },
      link,
      'es',
    );
    expect(nobody.body).toContain(
      'Hola, cliente:\n\nSu cotización de lavado a presión (su precio) está guardada.',
    );
  });

  it("takes the owner's Spanish version when the settings hold one (the seam for issue 41's templates)", () => {
    const translated = { es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es, smsText: '¡Hola {name}! {link}' } };
    expect(followUpText({ ...DEFAULT_FOLLOW_UP_SETTINGS, translated }, lead, link, 'es').sms).toBe(
      `¡Hola Ana! ${link}`,
    );
  });

  it("sends the owner's English template where the Spanish one is empty, and says which (decision 0326)", () => {
    const translated = { es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es, smsText: ' ', emailSubject: '' } };
    const owner = { ...DEFAULT_FOLLOW_UP_SETTINGS, smsText: 'Hey {name}! {link}', translated };
    const text = followUpText(owner, lead, link, 'es');
    expect(text.sms).toBe(`Hey Ana! ${link}`);
    expect(text.subject).toBe('Your Roof Cleaning quote is saved');
    expect(text.body).toMatch(/^Hola, Ana:/);
    expect(translationsMissing(owner)).toEqual(['smsText', 'emailSubject']);
    expect(translationsMissing(DEFAULT_FOLLOW_UP_SETTINGS)).toEqual([]);
    // Settings saved before the Spanish versions existed: the Spanish defaults, nothing flagged.
    const { translated: _none, ...before } = owner;
    expect(followUpText(before, lead, link, 'es').sms).toMatch(/^Hola, Ana:/);
    expect(translationsMissing(before)).toEqual([]);
  });

  it('checks a written Spanish template as the English one, and lets one be empty', () => {
    const withEs = (es: object) => ({
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      translated: { es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es, ...es } },
    });
    expect(FollowUpSettingsSchema.safeParse(withEs({ smsText: '' })).success).toBe(true);
    expect(FollowUpSettingsSchema.safeParse(withEs({ smsText: 'Hola {nombre} {link}' })).success).toBe(false);
    expect(FollowUpSettingsSchema.safeParse(withEs({ emailBody: 'Hola, sin enlace' })).success).toBe(false);
    expect(FollowUpSettingsSchema.safeParse(DEFAULT_FOLLOW_UP_SETTINGS).success).toBe(true);
  });

  it('keeps the English defaults the owner has always had', () => {
    expect(DEFAULT_FOLLOW_UP_SETTINGS.smsText).toBe(
      'Hi {name}, your {services} quote ({price}) is saved. Pick up where you left off: {link} Reply STOP to opt out.',
    );
  });
});
