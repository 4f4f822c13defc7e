/** The Supabase mirror's start-up check against the PostgREST double: right key, wrong key, anon key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseRestDouble } from '../../test/supabase-rest.double.js';
import { checkSupabase, serviceKeyProblem, supabaseMirror } from './supabase-mirror.js';

const KEY = 'service-role-key-for-tests';
/** A JWT-shaped key whose payload says `role: anon` (signature irrelevant: only the role is read). */
const jwt = (role: string) =>
  ['e30', Buffer.from(JSON.stringify({ role, iss: 'supabase' })).toString('base64url'), 'sig'].join('.');

describe('checkSupabase', () => {
  let double: SupabaseRestDouble;
  beforeAll(async () => {
    double = await new SupabaseRestDouble(KEY).start();
  });
  afterAll(() => double.stop());

  it('passes with the service-role key and the table in place', async () => {
    expect(await checkSupabase(supabaseMirror(double.url, KEY), KEY)).toEqual({ ok: true, rows: 0 });
    expect(double.requests.at(-1)?.url).toMatch(/^\/rest\/v1\/onboarding_submissions\?select=id&limit=1/);
  });

  it('names the variables when the key is refused', async () => {
    const res = await checkSupabase(supabaseMirror(double.url, 'wrong'), 'wrong');
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(
      /failed: .*JWT invalid.*Check SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY/,
    );
  });

  it('refuses the anon and publishable keys without asking Supabase', async () => {
    const before = double.requests.length;
    const anon = await checkSupabase(supabaseMirror(double.url, jwt('anon')), jwt('anon'));
    expect(!anon.ok && anon.message).toContain('SUPABASE_SERVICE_ROLE_KEY is the anon key');
    expect(serviceKeyProblem('sb_publishable_abc')).toMatch(/publishable key/);
    expect(serviceKeyProblem(jwt('service_role'))).toBeUndefined();
    expect(serviceKeyProblem('sb_secret_abc')).toBeUndefined();
    expect(double.requests.length).toBe(before);
  });
});
