import type { ApiError, LeadPage } from '@pw/funnel';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSignedOut } from '../shared/data/api-client';
import { paramsOf, queryFromParams } from './leads/leads-query';
import { useAdminData } from './use-admin-data';

/** A fetch that answers every call with `status` and `body` (the contract's shapes), recording the URLs. */
function serve(status: number, body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  return urls;
}

const page = {
  items: [],
  total: 1200,
  totalCapped: true,
  nextCursor: 'eyJ2IjoxfQ',
} satisfies LeadPage;

afterEach(() => vi.unstubAllGlobals());

describe('useAdminData', () => {
  it("asks for the inbox's filters from the page address and gives the typed page", async () => {
    const urls = serve(200, page);
    const query = queryFromParams(new URLSearchParams('q=ana&stage=quote_details&sort=name'));
    const { result } = renderHook(() =>
      useAdminData('/api/admin/leads', { query: Object.fromEntries(paramsOf(query)) }),
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(urls).toEqual(['/api/admin/leads?q=ana&stage=quote_details&sort=name']);
    if (result.current.status === 'ready') expect(result.current.data.nextCursor).toBe('eyJ2IjoxfQ');
  });

  it('asks again for the next page when the cursor changes, and shows loading until it arrives', async () => {
    const urls = serve(200, page);
    const { result, rerender } = renderHook(
      ({ cursor }: { cursor?: string }) =>
        useAdminData('/api/admin/leads', { query: { stage: 'quote_details', cursor } }),
      {
        initialProps: {},
      },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ cursor: page.nextCursor });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(urls).toEqual([
      '/api/admin/leads?stage=quote_details',
      '/api/admin/leads?stage=quote_details&cursor=eyJ2IjoxfQ',
    ]);
  });

  it("shows the server's sentence when it refuses, and a status sentence when the answer is not the shape", async () => {
    serve(400, {
      error: 'invalid_query',
      message: 'cursor: is not a cursor this server made for this sort',
    } satisfies ApiError);
    const refused = renderHook(() => useAdminData('/api/admin/leads/waiting'));
    await waitFor(() =>
      expect(refused.result.current).toEqual({
        status: 'error',
        message: 'cursor: is not a cursor this server made for this sort',
      }),
    );
    serve(502, '<html>Bad gateway</html>');
    const proxied = renderHook(() => useAdminData('/api/admin/leads/waiting'));
    await waitFor(() =>
      expect(proxied.result.current).toEqual({ status: 'error', message: 'The server answered 502.' }),
    );
  });

  it('signs the tab out when an owner route answers 401', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    serve(401, { error: 'unauthorized', message: 'Please sign in first.' } satisfies ApiError);
    const { result } = renderHook(() => useAdminData('/api/admin/leads/waiting'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(signedOut).toHaveBeenCalledOnce();
    stop();
  });

  it('fills path parameters escaped', async () => {
    const urls = serve(404, {
      error: 'not_found',
      message: 'No lead with the e-mail a/b@x.example.',
    } satisfies ApiError);
    renderHook(() => useAdminData('/api/admin/leads/:email', { params: { email: 'a/b@x.example' } }));
    await waitFor(() => expect(urls).toEqual(['/api/admin/leads/a%2Fb%40x.example']));
  });
});
