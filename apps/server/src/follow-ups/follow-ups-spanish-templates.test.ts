/**
 * The owner's Spanish follow-up templates (issue 41, decision 0326), through the real settings route,
 * capture route, workers, Twilio-shaped fake and SMTP receiver: a Spanish lead gets the owner's Spanish
 * template with the price book's Spanish service name; where the owner emptied a Spanish template the
 * English one is sent (the Settings page flags it); an English lead never gets a Spanish one.
 */
import { DEFAULT_FOLLOW_UP_SETTINGS, DEFAULT_FOLLOW_UP_TEMPLATES, type Capture } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { followUpTestServer } from '../../test/follow-up-test-server.js';
import { mimeParts } from '../../test/smtp-receiver.js';
import { NOW, signedIn } from '../../test/test-server.js';
import { later, quote } from './follow-ups.testkit.js';

describe.each(DB_KINDS)("the owner's Spanish follow-up templates on %s", (kind) => {
  let clock = NOW;
  const t = followUpTestServer(
    () => clock,
    () => freshDb(kind),
  );
  const post = (c: Capture) => t.s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
  const spanish = (c: Capture): Capture => ({ ...c, language: 'es' });
  const mailsTo = (email: string) => t.smtp.received.filter((m) => m.to.includes(email));

  it('keeps the Spanish versions the owner saves, each checked as the English one', async () => {
    const owner = await signedIn(t.s);
    const bad = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      translated: { es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es, smsText: 'Hola {nombre}' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/translated\.es\.smsText: .*\{nombre\}/);
    const translated = {
      es: {
        ...DEFAULT_FOLLOW_UP_TEMPLATES.es,
        smsText: 'Hola {name}, su {services}: {link}',
        emailSubject: '',
      },
    };
    const saved = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [1, 60, 1440],
      translated,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner('GET', '/api/admin/follow-ups/settings')).json()).toMatchObject({ translated });
  });

  it("sends a Spanish lead the owner's Spanish text, naming the service in Spanish", async () => {
    clock = NOW;
    expect((await post(spanish(quote('ana@example.com', '5615550131', true)))).statusCode).toBe(202);
    expect((await post(quote('ann@example.com', '5615550132', true))).statusCode).toBe(202);
    clock = later(60);
    await t.sendDue();
    const text = (to: string) => t.fake.messages.find((m) => m.to === to)?.body;
    expect(text('+15615550131')).toMatch(
      /^Hola Ana, su Exterior de la casa: https:\/\/\S+\/es\/onboarding\/resume#/,
    );
    expect(text('+15615550132')).toMatch(/^Hi Ana, your House Exterior quote/);
  });

  it('sends the English subject where the Spanish one is empty, and the Spanish body', async () => {
    clock = NOW;
    expect((await post(spanish(quote('sin@example.com', '5615550133', false)))).statusCode).toBe(202);
    clock = later(60);
    await t.sendDue();
    const [mail] = mailsTo('sin@example.com');
    expect(mail?.raw).toMatch(/Subject: Your Exterior de la casa quote is saved/);
    expect(mimeParts(mail!.raw)[0]!.body).toMatch(/^Hola, Ana:/);
  });
});
