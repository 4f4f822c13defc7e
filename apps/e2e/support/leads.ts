/**
 * Reads a lead's row (the `onboarding_submissions` projection, lowercase columns) and its event
 * timeline through the server's admin API (`POST /api/admin/session`, `GET /api/admin/leads/:email`),
 * signed in with the password the worker's server was given. One session per test worker: sign-in
 * is rate-limited.
 */
import type { LeadFollowUpsView } from '@pw/funnel';

export interface LeadRecord {
  lead: Record<string, unknown>;
  events: Record<string, unknown>[];
}

let cookie: Promise<string> | undefined;

function baseUrl(): string {
  const url = process.env.PW_BASE_URL;
  if (!url) throw new Error('PW_BASE_URL is not set: no server was started for this worker');
  return url;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: process.env.PW_ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The lead for `email` with its events, waiting up to `timeoutMs` for it to appear. */
export async function readLead(email: string, timeoutMs = 10_000): Promise<LeadRecord> {
  cookie ??= signIn();
  const headers = { cookie: await cookie };
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}/api/admin/leads/${encodeURIComponent(email)}`, { headers });
    if (res.ok) return (await res.json()) as LeadRecord;
    last = `${res.status} ${await res.text()}`;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no lead for ${email} within ${timeoutMs} ms (last answer: ${last})`);
}

/** Just the row. */
export async function readLeadRow(email: string, timeoutMs?: number): Promise<Record<string, unknown>> {
  return (await readLead(email, timeoutMs)).lead;
}

/**
 * A new resume link for the lead of `email`, as the owner mints one (`POST /api/admin/leads/:email/
 * resume-link`, with the session's CSRF token): the link a follow-up message carries (decision 0234).
 */
export async function mintResumeLink(email: string): Promise<string> {
  cookie ??= signIn();
  const headers = { cookie: await cookie };
  const session = await fetch(`${baseUrl()}/api/admin/session`, { headers });
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl()}/api/admin/leads/${encodeURIComponent(email)}/resume-link`, {
    method: 'POST',
    headers: { ...headers, 'x-csrf-token': csrfToken },
  });
  if (!res.ok) throw new Error(`no resume link for ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** The lead's follow-up sequence and messages (`GET /api/admin/leads/:email/follow-ups`). */
export async function readFollowUps(email: string): Promise<LeadFollowUpsView> {
  cookie ??= signIn();
  const res = await fetch(`${baseUrl()}/api/admin/leads/${encodeURIComponent(email)}/follow-ups`, {
    headers: { cookie: await cookie },
  });
  if (!res.ok) throw new Error(`no follow-ups for ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LeadFollowUpsView;
}
