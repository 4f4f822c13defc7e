import type { LeadStore } from './lead-store.js';
import { SupabaseLeadStore } from './supabase-lead.store.js';

/** The Supabase table that keeps receiving each lead row after the SQL store committed it. */
export function supabaseMirror(url: string, serviceRoleKey: string): LeadStore {
  return new SupabaseLeadStore(url, serviceRoleKey);
}

/**
 * Why a key cannot be the service-role key, or undefined when it may be. With row-level security on
 * every table (migration 0003) the anon or publishable key writes nothing, so that mistake is named.
 */
export function serviceKeyProblem(key: string): string | undefined {
  if (key.startsWith('sb_publishable_')) {
    return 'SUPABASE_SERVICE_ROLE_KEY is a publishable key; use the secret key (sb_secret_..., or the legacy service_role key).';
  }
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || !payload) return undefined;
  try {
    const { role } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown };
    if (typeof role === 'string' && role !== 'service_role') {
      return `SUPABASE_SERVICE_ROLE_KEY is the ${role} key; use the service_role key (Project Settings, API keys).`;
    }
  } catch {
    /* not a JWT: let the check below find out */
  }
  return undefined;
}

/**
 * The start-up check for the Supabase mirror, like the SQL store's: `select id from
 * onboarding_submissions limit 1` through the REST API with the configured key. Only logged.
 */
export async function checkSupabase(
  store: LeadStore,
  key: string,
): Promise<{ ok: true; rows: number } | { ok: false; message: string }> {
  const problem = serviceKeyProblem(key);
  if (problem) return { ok: false, message: `Supabase start-up check: ${problem}` };
  try {
    return { ok: true, ...(await store.ping()) };
  } catch (err) {
    return {
      ok: false,
      message:
        `Supabase start-up check (select id from onboarding_submissions limit 1) failed: ${(err as Error).message}. ` +
        'Check SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, and that the setup SQL ran in the project (docs/deploy.md, Supabase).',
    };
  }
}
