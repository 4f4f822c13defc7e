/**
 * Reads a lead's row (the `onboarding_submissions` projection, lowercase columns) through the server's
 * admin API, signing in with the password the global setup gave the server.
 */
const ADMIN_LOGIN = '/api/admin/login';
const ADMIN_LEADS = '/api/admin/leads';

function baseUrl(): string {
  const url = process.env.PW_BASE_URL;
  if (!url) throw new Error('PW_BASE_URL is not set: the global setup did not run');
  return url;
}

async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseUrl()}${ADMIN_LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: process.env.PW_ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The lead row for `email`, waiting up to `timeoutMs` for it to appear; throws if it never does. */
export async function readLeadRow(email: string, timeoutMs = 10_000): Promise<Record<string, unknown>> {
  const cookie = await adminCookie();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}${ADMIN_LEADS}?email=${encodeURIComponent(email)}`, {
      headers: { cookie },
    });
    if (res.ok) {
      const data = (await res.json()) as { leads?: Record<string, unknown>[] } | Record<string, unknown>[];
      const rows = Array.isArray(data) ? data : (data.leads ?? []);
      const row = rows.find((r) => String(r.email).toLowerCase() === email.toLowerCase());
      if (row) return row;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no lead row for ${email} within ${timeoutMs} ms`);
}
