import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '../shared/data/api-client';
import { ownerSession } from './admin-api';
import { useAdminTitle } from './admin-title';
import { AdminStatusScreen, afterSignIn } from './require-owner';
import { sessionSignedIn, useAdminSession } from './session-store';

/** The sentence shown for a failed sign-in: wrong password, or the rate limit with when to retry. */
export function signInError(err: unknown, now = new Date()): string {
  if (!(err instanceof ApiRequestError)) return 'Sign-in failed. Please try again.';
  if (err.code === 'wrong_password') return 'Wrong password. Please check it and try again.';
  if (err.status === 429) {
    const seconds = err.retryAfterSeconds ?? 60;
    const at = new Date(now.getTime() + seconds * 1000).toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    return `Too many sign-in attempts. Try again in ${seconds} seconds (at ${at}).`;
  }
  return err.message;
}

/** `/admin/login`: the owner's password, then back to the page asked for. */
export function LoginPage() {
  useAdminTitle('Sign in');
  const session = useAdminSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const next = afterSignIn(params.get('next'));

  if (session.status === 'signedIn' && !busy) return <Navigate to={next} replace />;
  if (session.status === 'unknown') {
    return (
      <AdminStatusScreen>
        <p role="status">Checking your sign-in…</p>
      </AdminStatusScreen>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Enter the password.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const s = await ownerSession.signIn(password);
      sessionSignedIn(s);
      void navigate(next, { replace: true });
    } catch (err) {
      setError(signInError(err));
      setBusy(false);
    }
  };

  return (
    <AdminStatusScreen>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="w-full rounded-lg bg-white p-6 text-left shadow-md sm:w-96"
        aria-labelledby={`${id}-title`}
      >
        <h1 id={`${id}-title`} className="mb-1 text-2xl font-bold text-slate-900">
          Owner sign-in
        </h1>
        <p className="mb-4 text-sm text-slate-700">
          The owner area of the website: leads, bookings and webhooks.
        </p>
        <label htmlFor={`${id}-password`} className="text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
        />
        <p id={`${id}-error`} role="alert" className="mt-2 min-h-5 text-sm text-red-700">
          {error}
        </p>
        <button
          type="submit"
          disabled={busy}
          className="mt-3 w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AdminStatusScreen>
  );
}
