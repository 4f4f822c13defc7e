import { useEffect, useState } from 'react';
import { adminApi } from './admin-api';

export type AdminData<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * GETs `path` from the admin API whenever it changes; an older answer arriving late is dropped (the
 * request is aborted). A 401 is handled by the client (the owner is sent to sign-in).
 */
export function useAdminData<T>(path: string): AdminData<T> {
  const [state, setState] = useState<{ path: string; value: AdminData<T> }>({
    path,
    value: { status: 'loading' },
  });
  useEffect(() => {
    const abort = new AbortController();
    adminApi.get<T>(path, abort.signal).then(
      (data) => setState({ path, value: { status: 'ready', data } }),
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState({ path, value: { status: 'error', message: (err as Error).message } });
      },
    );
    return () => abort.abort();
  }, [path]);
  // While a new path loads, show loading rather than the previous path's answer.
  return state.path === path ? state.value : { status: 'loading' };
}
