/**
 * Push to the owner's phone (issue 19, decision 0214), on PGlite and PostgreSQL, through the real workers
 * and the real `web-push` sender to a fake push service on 127.0.0.1. Each device is a subscriber with its
 * own P-256 key pair and auth secret, and the test decrypts what the service received with them (RFC
 * 8291): the alert's text is read as the phone would read it. The workers run on a clock the test moves.
 * PGlite runs in its worker thread, as `npm start` opens it: issue 38 found push never sent there (the
 * thread got the devices' ids as JSON text, not an array), while PGlite in process worked.
 */
import { PUSH_TEST_ALERT, type PushDevicesView, type PushTestAnswer } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { signedIn, type AdminCall } from '../../test/admin-client.js';
import { DB_KINDS, freshPgliteWorker, freshPostgres } from '../../test/databases.js';
import { aSubscriber, FakePushService, type Subscriber } from '../../test/fake-push-service.js';
import { NOW, testServer, type TestServer } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';

const ENV = { CAPTURE_RATE_LIMIT: '100000', PUBLIC_URL: 'https://wash.example.com' };
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe.each(DB_KINDS)("push alerts to the owner's devices on %s", (kind) => {
  let fake: FakePushService;
  let s: TestServer;
  let owner: AdminCall;
  let phone: Subscriber;
  let laptop: Subscriber;
  /** The workers' clock; the captures' is the test server's NOW. */
  let clock = NOW;
  const serve = async (db?: TestServer['db']) =>
    testServer(ENV, {
      db: db ?? (kind === 'pglite' ? await freshPgliteWorker() : await freshPostgres()),
      startWorker: true,
      worker: { pollMs: 20, now: () => clock, retryDelay: () => 60_000 },
    });
  beforeAll(async () => {
    fake = await new FakePushService().start();
    s = await serve();
    owner = await signedIn(s);
    phone = aSubscriber(fake);
    laptop = aSubscriber(fake);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
  });

  const post = (c: ReturnType<typeof aCapture>) =>
    s.app.inject({ method: 'POST', url: '/api/captures', payload: c });
  const devices = async () => (await owner('GET', '/api/admin/push-subscriptions')).json<PushDevicesView>();
  const idOf = async (who: Subscriber) =>
    (await devices()).devices.find((d) => d.endpoint === who.subscription.endpoint)?.id;
  const pushesOf = async (email: string) =>
    (
      await s.db.query<{ status: string; attempts: number }>(
        `select p.status, p.attempts from push_deliveries p join owner_alerts a on a.id = p.alert_id
         where a.email = $1 order by p.seq`,
        [email],
      )
    ).rows;
  const read = (who: Subscriber, at: number) =>
    JSON.parse(who.decrypt(fake.takenBy(who.subscription.endpoint)[at]!.body)) as unknown;

  it('adds the owner’s devices, named from their browsers, and sends a test to the one asked', async () => {
    const added = await owner('POST', '/api/admin/push-subscriptions', phone.subscription, {
      'user-agent': PIXEL,
    });
    expect(added.statusCode).toBe(200);
    const view = added.json<PushDevicesView>();
    expect(Buffer.from(view.publicKey, 'base64url')).toHaveLength(65);
    expect(view.devices.map(({ id, ...d }) => ({ ...d, id: typeof id }))).toEqual([
      {
        id: 'string',
        name: 'Chrome on Android',
        endpoint: phone.subscription.endpoint,
        addedAt: NOW.toISOString(),
        lastSuccessAt: null,
      },
    ]);
    await owner('POST', '/api/admin/push-subscriptions', laptop.subscription, { 'user-agent': FIREFOX });
    // The same browser subscribing again renews its row rather than adding a device.
    await owner('POST', '/api/admin/push-subscriptions', phone.subscription, { 'user-agent': PIXEL });
    expect((await devices()).devices.map((d) => d.name)).toEqual(['Chrome on Android', 'Firefox on Windows']);

    const test = await owner('POST', `/api/admin/push-subscriptions/${await idOf(phone)}/test`);
    expect(test.json<PushTestAnswer>()).toMatchObject({ ok: true });
    expect(test.json<PushTestAnswer>().message).toMatch(/^Sent: /);
    expect(fake.takenBy(phone.subscription.endpoint)).toHaveLength(1);
    expect(fake.takenBy(laptop.subscription.endpoint)).toHaveLength(0);
    expect(read(phone, 0)).toEqual(PUSH_TEST_ALERT);
    const { vapid, headers } = fake.takenBy(phone.subscription.endpoint)[0]!;
    expect(vapid).toMatchObject({ aud: fake.origin, sub: 'https://wash.example.com', key: view.publicKey });
    expect(headers.urgency).toBe('high');
    expect((await devices()).devices[0]!.lastSuccessAt).toBe(NOW.toISOString());
  });

  it('pushes a prospect who stopped at the quote to every device, encrypted for each', async () => {
    for (const c of aWizardVisit('ana@example.com').slice(0, 7)) expect((await post(c)).statusCode).toBe(202);
    clock = later(21);
    await waitFor(
      () =>
        fake.takenBy(phone.subscription.endpoint).length === 2 &&
        fake.takenBy(laptop.subscription.endpoint).length === 1,
      15_000,
      'the pushes',
    );
    const alert = {
      title: 'Quote requested: Ana',
      body: 'House Exterior, Roof Cleaning (Residential) · $900 · Quote details, just now',
      url: '/admin/leads/ana%40example.com',
    };
    expect(read(phone, 1)).toEqual(alert);
    expect(read(laptop, 0)).toEqual(alert);
    await waitFor(
      async () => (await pushesOf('ana@example.com')).every((p) => p.status === 'sent'),
      15_000,
      'sent',
    );
    expect(await pushesOf('ana@example.com')).toHaveLength(2);
  });

  it('pushes an alert once, even when its worker stopped after queueing and before recording it', async () => {
    await s.db.query(
      "update owner_alerts set status = 'pending', next_attempt_at = $1 where email = 'ana@example.com'",
      [NOW],
    );
    await waitFor(
      async () =>
        (
          await s.db.query<{ status: string }>(
            "select status from owner_alerts where email = 'ana@example.com'",
          )
        ).rows[0]!.status === 'sent',
      15_000,
      'the alert again',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(await pushesOf('ana@example.com')).toHaveLength(2);
    expect(fake.takenBy(phone.subscription.endpoint)).toHaveLength(2);
  });

  it('retries a failing push service after a restart, once per device, and the banner counts it meanwhile', async () => {
    const key = (await devices()).publicKey;
    fake.answer = () => 503;
    expect(
      (await post(aCapture({ stage: 'contact_completed', fields: { email: 'bo@example.com', name: 'Bo' } })))
        .statusCode,
    ).toBe(202);
    clock = later(30);
    await waitFor(
      async () => (await pushesOf('bo@example.com')).filter((p) => p.attempts === 1).length === 2,
      15_000,
      'the failed attempts',
    );
    expect((await owner('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      push: { failing: 2, dead: 0 },
    });
    const taken = fake.takenBy(phone.subscription.endpoint).length;
    await s.app.close();
    fake.answer = () => 201;
    s = await serve(s.db);
    owner = await signedIn(s);
    expect((await devices()).publicKey).toBe(key);
    clock = later(100);
    await waitFor(
      async () => (await pushesOf('bo@example.com')).every((p) => p.status === 'sent'),
      15_000,
      'sent',
    );
    expect(fake.takenBy(phone.subscription.endpoint)).toHaveLength(taken + 1);
    expect(read(phone, taken)).toMatchObject({ title: 'New lead: Bo' });
    expect((await owner('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      push: { failing: 0, dead: 0 },
    });
  });

  it('removes a device the push service no longer knows (410), with its waiting pushes', async () => {
    const gone = new URL(laptop.subscription.endpoint).pathname;
    fake.answer = (path) => (path === gone ? 410 : 201);
    expect(
      (await post(aCapture({ stage: 'contact_completed', fields: { email: 'cy@example.com', name: 'Cy' } })))
        .statusCode,
    ).toBe(202);
    await waitFor(async () => (await devices()).devices.length === 1, 15_000, 'the device removed');
    expect((await devices()).devices[0]!.endpoint).toBe(phone.subscription.endpoint);
    await waitFor(async () => (await pushesOf('cy@example.com')).length === 1, 15_000, 'the pushes');
    await waitFor(async () => (await pushesOf('cy@example.com'))[0]!.status === 'sent', 15_000, 'sent');
    expect(fake.received.filter((r) => r.path === gone && r.answered === 410)).toHaveLength(1);
  });

  it('refuses a forged or oversized subscription with a sentence, and stores nothing', async () => {
    const before = await s.count('push_subscriptions');
    const forged = aSubscriber(fake).subscription;
    const refusal = async (body: object) => {
      const res = await owner('POST', '/api/admin/push-subscriptions', body);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string }>().message;
    };
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    expect(await refusal({ ...forged, keys: { ...forged.keys, p256dh: offCurve } })).toBe(
      "This device's subscription was refused: keys.p256dh is not a P-256 public key.",
    );
    expect(await refusal({ ...forged, keys: { ...forged.keys, auth: 'not base64url!!!!!!!!!' } })).toMatch(
      /^This device's subscription was refused: keys.auth: must be a 16-byte authentication secret in base64url\.$/,
    );
    expect(await refusal({ ...forged, endpoint: `${forged.endpoint}/${'x'.repeat(1100)}` })).toMatch(
      /endpoint: must be at most 1024 characters/,
    );
    expect(await refusal({ ...forged, endpoint: 'ftp://push.example.com/x' })).toBe(
      'The push endpoint URL must use http or https, not ftp.',
    );
    expect(await refusal({ endpoint: forged.endpoint })).toMatch(/keys: must hold p256dh and auth/);
    expect(await s.count('push_subscriptions')).toBe(before);
    const anonymous = await s.app.inject({
      method: 'POST',
      url: '/api/admin/push-subscriptions',
      payload: forged,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('push endpoints in production', () => {
  let fake: FakePushService;
  let s: TestServer;
  beforeAll(async () => {
    fake = await new FakePushService().start();
    s = await testServer({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: '0' });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.stop();
  });

  it('must be https and public: the webhooks’ SSRF guard refuses http and loopback', async () => {
    const owner = await signedIn(s);
    const local = aSubscriber(fake).subscription;
    const http = await owner('POST', '/api/admin/push-subscriptions', local);
    expect(http.statusCode).toBe(400);
    expect(http.json()).toEqual({
      error: 'refused_endpoint',
      message: 'The push endpoint URL must use https, not http.',
    });
    const loopback = await owner('POST', '/api/admin/push-subscriptions', {
      ...local,
      endpoint: local.endpoint.replace('http://', 'https://'),
    });
    expect(loopback.json<{ message: string }>().message).toBe(
      'The push endpoint host 127.0.0.1 resolves to 127.0.0.1, a private, loopback or link-local address.',
    );
    expect(await s.count('push_subscriptions')).toBe(0);
  });
});
