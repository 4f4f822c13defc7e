/**
 * The Twilio adapter against the Twilio-shaped fake on 127.0.0.1: what it sends (the form, Basic auth, a
 * number or a Messaging Service as the sender), how it reads the answers (201 with the sid; Twilio's error
 * body), which refusals are final, and its timeout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTwilio } from '../../test/fake-twilio.js';
import { twilioProvider } from './sms-provider.js';

const OWNER = '+15615550123';

describe('the Twilio adapter', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await new FakeTwilio().start();
  });
  afterAll(() => fake.stop());
  const provider = (over: object = {}, timeoutMs?: number) =>
    twilioProvider({ ...fake.settings, from: '+15615550100', ...over }, timeoutMs ? { timeoutMs } : {});

  it('posts the form with Basic auth and reads the message sid', async () => {
    fake.script = () => undefined;
    const res = await provider().send({ to: OWNER, body: 'New lead: Ana & Bo, $900 = 2 segments?' });
    expect(res).toEqual({ ok: true, sid: fake.messages.at(-1)!.sid, status: 'queued' });
    expect(fake.messages.at(-1)).toMatchObject({
      to: OWNER,
      from: '+15615550100',
      messagingServiceSid: null,
      body: 'New lead: Ana & Bo, $900 = 2 segments?',
    });
    const service = `MG${'a'.repeat(32)}`;
    await provider({ from: service }).send({ to: OWNER, body: 'hi' });
    expect(fake.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: service });
  });

  it('gives up on what cannot succeed and retries what can', async () => {
    expect(await provider().send({ to: '+1555', body: 'x' })).toEqual({
      ok: false,
      permanent: true,
      error:
        "the SMS provider answered 400 (error 21211): The 'To' number +1555 is not a valid phone number.",
    });
    expect(await provider({ authToken: 'wrong' }).send({ to: OWNER, body: 'x' })).toMatchObject({
      ok: false,
      permanent: false,
      error: 'the SMS provider answered 401 (error 20003): Authenticate',
    });
    fake.script = () => ({ status: 503, message: 'Service Unavailable' });
    expect(await provider().send({ to: OWNER, body: 'x' })).toMatchObject({ ok: false, permanent: false });
    fake.script = () => ({ status: 429, code: 20429, message: 'Too Many Requests' });
    expect(await provider().send({ to: OWNER, body: 'x' })).toMatchObject({ ok: false, permanent: false });
    fake.script = () => undefined;
  });

  it('sends each message with its idempotency key, which the Twilio-shaped fake takes once', async () => {
    const before = fake.messages.length;
    const first = await provider().send({ to: OWNER, body: 'once', idempotencyKey: 'sms_key-1' });
    const again = await provider().send({ to: OWNER, body: 'once', idempotencyKey: 'sms_key-1' });
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe('sms_key-1');
    expect(fake.messages.slice(before).map((m) => m.body)).toEqual(['once']);
  });

  it('stops waiting after its timeout, and says when the provider cannot be reached', async () => {
    fake.script = () => ({ status: 201, delayMs: 2_000 });
    expect(await provider({}, 200).send({ to: OWNER, body: 'x' })).toEqual({
      ok: false,
      permanent: false,
      inDoubt: true,
      error: 'the SMS provider did not answer within 0.2 s',
    });
    fake.script = () => undefined;
    const gone = await new FakeTwilio().start();
    await gone.stop();
    const closed = twilioProvider({ ...fake.settings, from: '+15615550100', baseUrl: gone.baseUrl });
    expect(await closed.send({ to: OWNER, body: 'x' })).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringMatching(/^the SMS provider could not be reached: .*ECONNREFUSED/) as string,
    });
  });
});
