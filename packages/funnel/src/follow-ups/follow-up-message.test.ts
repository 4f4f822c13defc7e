import { describe, expect, it } from 'vitest';
import { followUpText } from './follow-up-message.js';
import { DEFAULT_FOLLOW_UP_SETTINGS, DEFAULT_FOLLOW_UP_TEMPLATES } from './follow-up-settings.js';

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

  it('keeps the English defaults the owner has always had', () => {
    expect(DEFAULT_FOLLOW_UP_SETTINGS.smsText).toBe(
      'Hi {name}, your {services} quote ({price}) is saved. Pick up where you left off: {link} Reply STOP to opt out.',
    );
  });
});
