/**
 * The lead table in an owner's existing Supabase project, through supabase-js with the service-role key
 * (server-side only; the key never reaches a browser). PostgREST has no multi-statement transactions, so
 * this store keeps the lead table only; events, outbox and sessions stay in the SQL store (decision 0012).
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { emailKey } from '@pw/funnel';
import {
  cleanPatch,
  toSubmissionRow,
  type LeadStore,
  type SubmissionPatch,
  type SubmissionRow,
} from './lead-store.js';

const TABLE = 'onboarding_submissions';

export class SupabaseLeadStore implements LeadStore {
  private readonly client: ReturnType<typeof createClient>;

  constructor(url: string, serviceRoleKey: string) {
    this.client = createClient(url, serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // Node 20 has no global WebSocket; supabase-js refuses to start without a transport.
      realtime: { transport: WebSocket as never },
    });
  }

  async upsertSubmission(patch: SubmissionPatch, now: Date): Promise<SubmissionRow> {
    const clean = cleanPatch(patch);
    const existing = await this.readSubmission(clean.email);
    const ts = clean.timestamp;
    const row: Record<string, unknown> = {
      ...clean,
      timestamp: existing?.timestamp ?? ts ?? now.toISOString(),
      updated_at: now.toISOString(),
    };
    const { data, error } = await this.client
      .from(TABLE)
      .upsert(row as never, { onConflict: 'email', ignoreDuplicates: false })
      .select('*');
    if (error) throw new Error(`Supabase upsert failed: ${error.message}`);
    const saved = (data as Record<string, unknown>[] | null)?.[0];
    if (!saved) throw new Error('Supabase upsert returned no row');
    return toSubmissionRow(saved);
  }

  async readSubmission(email: string): Promise<SubmissionRow | null> {
    const { data, error } = await this.client
      .from(TABLE)
      .select('*')
      .eq('email', emailKey(email))
      .limit(1)
      .maybeSingle();
    if (error) throw new Error(`Supabase read failed: ${error.message}`);
    return data ? toSubmissionRow(data) : null;
  }

  async ping(): Promise<{ rows: number }> {
    const { data, error } = await this.client.from(TABLE).select('id').limit(1);
    if (error) throw new Error(`Supabase check failed: ${error.message}`);
    return { rows: (data as unknown[]).length };
  }
}
