/** Admin Settings API: the SSRF guard on Save, test sends through the server, the signing secret. */
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/admin-client.js';
import { testServer, type TestServer } from '../../test/test-server.js';
import { waitFor, WebhookReceiver } from '../../test/webhook-receiver.js';
import { signWebhook } from './webhook-body.js';

const ENV_SECRET = 'a signing secret from the environment, 32+ characters';

describe('admin settings API', () => {
  let s: TestServer | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await s?.close();
    await receiver?.stop();
  });

  it('refuses on Save a URL the SSRF guard refuses, with the reason', async () => {
    s = await testServer({ WEBHOOK_ALLOW_PRIVATE: '0' });
    const call = await signedIn(s);
    const refused = await call('PUT', '/api/admin/settings', { webhookUrl: 'http://127.0.0.1:9/hook' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'refused_url',
      message: 'The webhook host 127.0.0.1 resolves to 127.0.0.1, a private, loopback or link-local address.',
    });
    const metadata = await call('PUT', '/api/admin/settings', {
      webhookUrl: 'http://169.254.169.254/latest',
    });
    expect(metadata.json()).toMatchObject({ error: 'refused_url' });
    expect(
      (await call('PUT', '/api/admin/settings', { webhookUrl: 'https://u:p@8.8.8.8/h' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/settings')).json()).toMatchObject({
      webhookUrl: '',
      isDefault: true,
    });
    const ok = await call('PUT', '/api/admin/settings', { webhookUrl: 'https://8.8.8.8/hooks/catch/1/2/' });
    expect(ok.json()).toMatchObject({ webhookUrl: 'https://8.8.8.8/hooks/catch/1/2/', isDefault: false });
  });

  it('sends test data to the URL in the field and reports the status code and time, or the error', async () => {
    receiver = await new WebhookReceiver().start();
    receiver.script = ({ index }) => ({ status: index === 0 ? 200 : 500 });
    s = await testServer();
    const call = await signedIn(s);
    const data = { email: 'test@example.com', name: 'Test' };
    const first = await call('POST', '/api/admin/settings/test', { data, url: receiver.url });
    expect(first.json()).toMatchObject({ ok: true, url: receiver.url, status: 200, response: 'ok' });
    expect(first.json<{ durationMs: number }>().durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.received[0]!.json).toMatchObject({ stage: 'test_data_sent', email: 'test@example.com' });
    const second = await call('POST', '/api/admin/settings/test', { data, url: receiver.url });
    expect(second.json()).toMatchObject({ ok: false, status: 500 });
    await receiver.stop();
    const refused = await call('POST', '/api/admin/settings/test', { data, url: receiver.url });
    expect(refused.json<{ ok: boolean; error: string }>()).toMatchObject({ ok: false });
    expect(refused.json<{ error: string }>().error).toMatch(/ECONNREFUSED/);
    expect((await call('POST', '/api/admin/settings/test', { data: { name: 'x' } })).statusCode).toBe(400);
  });

  it('rotates the signing secret, shows it, and signs the next real delivery with it', async () => {
    receiver = await new WebhookReceiver().start();
    s = await testServer(
      { WEBHOOK_SIGNING_SECRET: ENV_SECRET, WEBHOOK_URL: receiver.url },
      { startWorker: true },
    );
    const call = await signedIn(s);
    expect((await call('GET', '/api/admin/settings')).json()).toMatchObject({
      signing: true,
      signingSecret: ENV_SECRET,
      signingSecretSource: 'environment',
    });
    const rotated = (await call('POST', '/api/admin/settings/signing-secret')).json<{
      signingSecret: string;
      signingSecretSource: string;
    }>();
    expect(rotated.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.signingSecretSource).toBe('settings');
    const saved = await call('POST', '/api/admin/data-fields', {
      fields: { email: 'Signed@Example.com', name: 'Sig' },
    });
    expect(saved.json()).toMatchObject({
      ok: true,
      webhookQueued: true,
      lead: { email: 'signed@example.com' },
    });
    await waitFor(() => receiver!.received.length > 0, 10_000, 'the delivery');
    const got = receiver.received[0]!;
    const id = String(got.headers['webhook-id']);
    const ts = Number(got.headers['webhook-timestamp']);
    expect(got.headers['webhook-signature']).toBe(signWebhook(rotated.signingSecret, id, ts, got.body));
  });
});
