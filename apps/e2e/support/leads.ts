/**
 * Reads a lead's row (the `onboarding_submissions` projection, lowercase columns) and its event
 * timeline through the server's admin API (`POST /api/admin/session`, `GET /api/admin/leads/:email`),
 * signed in with the password the worker's server was given. One session per test worker, made again
 * when the server no longer knows it: a test that changes the owner's password ends every other
 * session, and the files a worker runs come in any order.
 */
import type { LeadFollowUpsView } from '@pw/funnel';

export interface LeadRecord {
  lead: Record<string, unknown>;
  events: Record<string, unknown>[];
}

let session: Promise<string> | undefined;

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

/**
 * `path` on the worker's server as the signed-in owner. A 401 means the session is gone: sign in once
 * more and ask again. A failed sign-in is not kept, so the next call tries again.
 */
async function asOwner(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  for (let fresh = false; ; fresh = true) {
    session ??= signIn().catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    const headers = { ...init.headers, cookie: await session };
    const res = await fetch(`${baseUrl()}${path}`, { ...init, headers });
    if (res.status !== 401 || fresh) return res;
    session = undefined;
  }
}

/** The lead for `email` with its events, waiting up to `timeoutMs` for it to appear. */
export async function readLead(email: string, timeoutMs = 10_000): Promise<LeadRecord> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const res = await asOwner(`/api/admin/leads/${encodeURIComponent(email)}`);
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
  const { csrfToken } = (await (await asOwner('/api/admin/session')).json()) as { csrfToken: string };
  const res = await asOwner(`/api/admin/leads/${encodeURIComponent(email)}/resume-link`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
  });
  if (!res.ok) throw new Error(`no resume link for ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

/** The lead's follow-up sequence and messages (`GET /api/admin/leads/:email/follow-ups`). */
export async function readFollowUps(email: string): Promise<LeadFollowUpsView> {
  const res = await asOwner(`/api/admin/leads/${encodeURIComponent(email)}/follow-ups`);
  if (!res.ok) throw new Error(`no follow-ups for ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LeadFollowUpsView;
}
