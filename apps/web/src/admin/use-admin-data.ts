import type { ApiAnswer, ApiPath, ApiRoute } from '@pw/funnel';
import { useEffect, useState } from 'react';
import { apiGet, apiUrl, type ApiArgs } from '../shared/data/api-client';

export type AdminData<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

type Get<P extends ApiPath<'GET'>> = Extract<`GET ${P}`, ApiRoute>;

/**
 * GETs a route of the API whenever its URL (path, params or query) changes; an older answer arriving
 * late is dropped (the request is aborted). A 401 is handled by the client (the owner is sent to sign-in).
 *
 * @example const page = useAdminData('/api/admin/leads', { query: { stage: 'quote_viewed' } });
 */
export function useAdminData<P extends ApiPath<'GET'>>(
  path: P,
  ...[request]: ApiArgs<Get<P>>
): AdminData<ApiAnswer<Get<P>>> {
  type T = ApiAnswer<Get<P>>;
  const url = apiUrl(path, request as Parameters<typeof apiUrl>[1]);
  const [state, setState] = useState<{ url: string; value: AdminData<T> }>({
    url,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const abort = new AbortController();
    const get = apiGet as unknown as (p: string, r: object) => Promise<T>;
    get(path, { ...request, signal: abort.signal }).then(
      (data) => setState({ url, value: { status: 'ready', data } }),
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState({ url, value: { status: 'error', message: (err as Error).message } });
      },
    );
    return () => abort.abort();
    // The URL holds the path and every parameter: a new request object with the same values is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  // While a new URL loads, show loading rather than the previous URL's answer.
  return state.url === url ? state.value : { status: 'loading' };
}
