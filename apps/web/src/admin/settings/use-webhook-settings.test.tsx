import type { ApiError, WebhookSettings } from '@pw/funnel';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../shared/data/api-client';
import { getToasts } from '../../shared/toast/toast-store';
import { useWebhookSettings } from './use-webhook-settings';

const saved = {
  webhookUrl: 'https://hooks.example.com/a',
  defaultWebhookUrl: '',
  isDefault: false,
  signing: false,
  signingSecret: '',
  signingSecretSource: 'none',
} satisfies WebhookSettings;

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch answering each method with its own status and contract-shaped body, recording the calls. */
function serve(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    });
    const [status, body] = answers[method] ?? [500, {}];
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(undefined);
});

describe('useWebhookSettings', () => {
  it('loads the settings, saves a URL with the CSRF token and says when the host did not resolve', async () => {
    setCsrfToken('csrf-1');
    const calls = serve({
      GET: [200, saved],
      PUT: [200, { ...saved, webhookUrl: 'https://new.example.com', warning: 'the host does not resolve' }],
    });
    const { result } = renderHook(() => useWebhookSettings());
    await waitFor(() => expect(result.current.settings).toEqual(saved));
    await act(() => result.current.save('https://new.example.com'));
    expect(calls[1]).toMatchObject({
      url: '/api/admin/settings',
      method: 'PUT',
      headers: { 'x-csrf-token': 'csrf-1' },
      body: { webhookUrl: 'https://new.example.com' },
    });
    expect(result.current.settings?.webhookUrl).toBe('https://new.example.com');
    expect(getToasts()[0]).toMatchObject({
      title: 'Settings Saved',
      description: 'Your webhook URL has been saved. Note: the host does not resolve',
    });
  });

  it("keeps the saved settings and toasts the server's reason when a save is refused", async () => {
    serve({
      GET: [200, saved],
      PUT: [
        400,
        { error: 'refused_url', message: 'The URL points to a private address.' } satisfies ApiError,
      ],
    });
    const { result } = renderHook(() => useWebhookSettings());
    await waitFor(() => expect(result.current.settings).toEqual(saved));
    await act(() => result.current.save('http://10.0.0.1'));
    expect(result.current.settings).toEqual(saved);
    expect(getToasts()[0]).toMatchObject({
      title: 'Error Saving Settings',
      description: 'The URL points to a private address.',
      variant: 'destructive',
    });
  });

  it('says the server cannot be reached when loading fails on the network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useWebhookSettings());
    await waitFor(() =>
      expect(result.current.loadError).toBe(
        'The server cannot be reached. Check the connection and try again.',
      ),
    );
  });
});
