import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loadSession, useAdminSession } from './session-store';

/** The sign-in address that brings the visitor back to `path` afterwards. */
export function signInPath(path: string): string {
  return `/admin/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where to go after signing in: the page asked for when it is an admin page (never another site, never
 * the sign-in page itself), else the leads.
 */
export function afterSignIn(next: string | null): string {
  if (!next || next.startsWith('//') || next.startsWith('/admin/login')) return '/admin/leads';
  return /^\/(admin(\/|$|\?)|data-fields(\/|$|\?))/.test(next) ? next : '/admin/leads';
}

/** A full-page note while the session is being checked, or when the server cannot be reached. */
export function AdminStatusScreen({ children }: { children: ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-slate-100 px-4 text-slate-800"
    >
      <div className="max-w-md text-center">{children}</div>
    </main>
  );
}

/** Renders its children for the signed-in owner; sends anyone else to sign-in and back afterwards. */
export function RequireOwner({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const { pathname, search } = useLocation();
  if (session.status === 'signedOut') return <Navigate to={signInPath(pathname + search)} replace />;
  if (session.status === 'unreachable') {
    return (
      <AdminStatusScreen>
        <h1 className="mb-2 text-xl font-semibold">The owner area cannot load</h1>
        <p className="mb-4">{session.message}</p>
        <button
          type="button"
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          onClick={() => void loadSession()}
        >
          Try again
        </button>
      </AdminStatusScreen>
    );
  }
  if (session.status === 'unknown') {
    return (
      <AdminStatusScreen>
        <p role="status">Checking your sign-in…</p>
      </AdminStatusScreen>
    );
  }
  return children;
}
