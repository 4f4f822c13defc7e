/** The API behind the admin layout: who is signed in, the store in use, and the outbox banner. */
import { afterEach, describe, expect, it } from 'vitest';
import { aWizardVisit } from '../../test/a-capture.js';
import { signedIn } from '../../test/admin-client.js';
import { testServer, type TestServer } from '../../test/test-server.js';

describe('admin shell API', () => {
  let s: TestServer | undefined;
  afterEach(() => s?.close());

  it('says who is signed in and which store holds the leads, and answers signed-out without a 401', async () => {
    s = await testServer();
    const out = await s.app.inject({ url: '/api/admin/session' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true, signedIn: false });
    const call = await signedIn(s);
    expect((await call('GET', '/api/admin/session')).json()).toMatchObject({
      signedIn: true,
      user: 'owner',
      store: { kind: 'pglite', supabase: false, label: 'Database', description: 'PGlite (embedded)' },
    });
  });

  it('reports a missing webhook URL, then failing and dead deliveries, and queues every dead one again', async () => {
    s = await testServer();
    const call = await signedIn(s);
    const { db } = s;
    /** Sets `set` on the first or the last delivery queued. */
    const updateDelivery = (set: string, which: 'min' | 'max') =>
      db.query(
        `update webhook_deliveries set ${set} where seq = (select ${which}(seq) from webhook_deliveries)`,
      );
    for (const c of aWizardVisit('bo@example.com').slice(0, 4)) {
      expect((await s.app.inject({ method: 'POST', url: '/api/captures', payload: c })).statusCode).toBe(202);
    }
    expect((await call('GET', '/api/admin/deliveries/summary')).json()).toEqual({
      missingUrl: true,
      pending: 2,
      failing: 0,
      dead: 0,
      mail: null, // e-mail is off in this server
      sms: { failing: 0, dead: 0, inDoubt: 0 },
      push: { failing: 0, dead: 0 },
    });
    await updateDelivery('attempts = 3', 'min');
    await updateDelivery(`status = 'dead'`, 'max');
    expect((await call('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      pending: 1,
      failing: 1,
      dead: 1,
    });
    expect((await call('POST', '/api/admin/deliveries/redeliver-dead')).json()).toEqual({
      ok: true,
      queued: 1,
    });
    expect((await call('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      pending: 2,
      dead: 0,
    });
    // A delivered one counts nowhere, however many attempts it took.
    await updateDelivery(`status = 'delivered'`, 'min');
    expect((await call('GET', '/api/admin/deliveries/summary')).json()).toMatchObject({
      pending: 1,
      failing: 0,
      dead: 0,
    });
  });
});
