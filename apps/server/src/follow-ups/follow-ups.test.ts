/**
 * The follow-up sequence on the server (issue 20, decisions 0240-0243), through the real capture route,
 * the real workers, the real Twilio adapter to the Twilio-shaped fake and the real SMTP sender to a local
 * receiver, on a clock the test moves: the owner's settings, the first message at the owner's set time (a
 * text with consent, else an e-mail with its unsubscribe), and a booking, the owner's mark and an
 * unsubscribe stop it. A STOP reply is in follow-ups-stop-reply.test.ts; nothing sent twice, in
 * follow-ups-once.test.ts; what these share, in follow-ups.testkit.ts.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FOLLOW_UP_SETTINGS } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { aCapture } from '../../test/a-capture.js';
import { mimeParts } from '../../test/smtp-receiver.js';
import { NOW, signedIn } from '../../test/test-server.js';
import { followUpServer, later, quote, SITE } from './follow-ups.testkit.js';

describe('the follow-up sequence', () => {
  let clock = NOW;
  const t = followUpServer(() => clock);
  const { post, run, textsTo, mailsTo, sequence, followUpRows } = t;

  it("refuses bad settings with sentences and previews the owner's templates", async () => {
    const owner = await signedIn(t.s);
    const bad = await owner('PUT', '/api/admin/follow-ups/settings', {
      ...DEFAULT_FOLLOW_UP_SETTINGS,
      delaysMinutes: [0, 60, 30],
      emailBody: 'Hi {first_name}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/at least 1 minute/);
    expect(bad.json<{ message: string }>().message).toMatch(/\{first_name\}, which is not a placeholder/);
    const kept = await owner('GET', '/api/admin/follow-ups/settings');
    expect(kept.json()).toMatchObject({ delaysMinutes: [1, 60, 1440] });
    const preview = await owner('POST', '/api/admin/follow-ups/preview', {
      smsText: 'Hi {name}: {services} for {price}. {link}',
      emailSubject: DEFAULT_FOLLOW_UP_SETTINGS.emailSubject,
      emailBody: DEFAULT_FOLLOW_UP_SETTINGS.emailBody,
    });
    expect(preview.json<{ sms: string }>().sms).toBe(
      `Hi Jordan: House Washing, Driveway Cleaning for $425. ${SITE}/onboarding/resume#example`,
    );
  });

  it("sends the first message at the owner's set time: a text with consent, else an e-mail with its unsubscribe", async () => {
    clock = NOW;
    expect((await post(quote('texted@example.com', '5615550101', true))).statusCode).toBe(202);
    expect((await post(quote('mailed@example.com', '5615550102', false))).statusCode).toBe(202);
    clock = later(59);
    await run();
    expect(textsTo('+15615550101')).toHaveLength(0);
    expect(mailsTo('mailed@example.com')).toHaveLength(0);
    clock = later(60);
    await run();
    const [text] = textsTo('+15615550101');
    expect(text?.body).toMatch(
      new RegExp(
        `^Hi Ana, your House Exterior quote \\(\\$\\d[\\d,]*\\) is saved\\. Pick up where you left off: ${SITE}/onboarding/resume#\\S+ Reply STOP to opt out\\.$`,
      ),
    );
    expect(text?.body).not.toContain('evil');
    expect(mailsTo('texted@example.com')).toHaveLength(0);
    const [mail] = mailsTo('mailed@example.com');
    expect(textsTo('+15615550102')).toHaveLength(0);
    const unsubscribe = /List-Unsubscribe:\s*<(https:\/\/wash\.example\.com\/unsubscribe\/[^>]+)>/.exec(
      mail!.raw,
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mimeParts(mail!.raw)[0]!.body).toContain(unsubscribe);
    // Seen by the owner with its delivery.
    const owner = await signedIn(t.s);
    const view = await owner('GET', '/api/admin/leads/mailed%40example.com/follow-ups');
    expect(view.json()).toMatchObject({
      sequence: { state: 'following', sent: 1, stopReason: null, nextAt: '2026-03-03T13:00:00.000Z' },
      messages: [{ channel: 'email', step: 1, to: 'mailed@example.com', status: 'sent' }],
    });
    // The unsubscribe link's one click stops the sequence for good.
    const click = await t.s.app.inject({
      method: 'POST',
      url: new URL(unsubscribe!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    expect(await sequence('mailed@example.com')).toEqual({
      state: 'stopped',
      sent: 1,
      stop_reason: 'withdrawn',
    });
    clock = later(2 * 86_400);
    await run();
    expect(mailsTo('mailed@example.com')).toHaveLength(1);
    expect(textsTo('+15615550101')).toHaveLength(2);
  });

  it('stops for good when the prospect books mid-sequence or the owner marks the lead', async () => {
    clock = NOW;
    const visit = randomUUID();
    await post(quote('books@example.com', '5615550103', false, visit));
    await post(quote('marked@example.com', '5615550113', false));
    clock = later(60);
    await run();
    expect(mailsTo('books@example.com')).toHaveLength(1);
    const booking = aCapture({
      visitId: visit,
      stage: 'appointment_scheduled',
      currentStep: 'result',
      fields: {
        email: 'books@example.com',
        appointmentDate: '2026-03-06',
        appointmentTime: '8:30 AM',
        appointmentTimestamp: '2026-03-06T08:30:00',
      },
    });
    expect((await post(booking)).statusCode).toBe(202);
    expect(await sequence('books@example.com')).toMatchObject({ state: 'stopped', stop_reason: 'booked' });
    const owner = await signedIn(t.s);
    const mark = await owner('POST', '/api/admin/leads/marked%40example.com/marks', { mark: 'lost' });
    expect(mark.statusCode).toBe(200);
    expect(await sequence('marked@example.com')).toMatchObject({ state: 'stopped', stop_reason: 'owner' });
    clock = later(5 * 86_400);
    await run();
    expect(await followUpRows('books@example.com')).toBe(1);
    expect(await followUpRows('marked@example.com')).toBe(1);
  });
});
