/**
 * The owner's session as the admin pages see it, kept once for the whole tab (so moving between
 * `/admin/*` and `/data-fields` does not ask the server again) and read with `useAdminSession()`.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { OwnerSession } from '@pw/funnel';
import { failureSentence, onSignedOut } from '../shared/data/api-client';
import { ownerSession } from './admin-api';

export type SessionState =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: OwnerSession }
  | { status: 'unreachable'; message: string };

let state: SessionState = { status: 'unknown' };
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

onSignedOut(() => set({ status: 'signedOut' }));

/** Asks the server who is signed in (once at a time). */
export function loadSession(): Promise<void> {
  loading ??= ownerSession
    .read()
    .then((s) => set(s ? { status: 'signedIn', session: s } : { status: 'signedOut' }))
    .catch((err: unknown) =>
      set({
        status: 'unreachable',
        message: failureSentence(err, 'The server cannot be reached.'),
      }),
    )
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

export function sessionSignedIn(session: OwnerSession): void {
  set({ status: 'signedIn', session });
}

export async function signOut(): Promise<void> {
  try {
    await ownerSession.signOut();
  } finally {
    set({ status: 'signedOut' });
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The session state; the first caller in a tab loads it from the server. */
export function useAdminSession(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (state.status === 'unknown') void loadSession();
  }, []);
  return current;
}
