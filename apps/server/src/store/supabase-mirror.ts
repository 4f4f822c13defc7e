import type { LeadStore } from './lead-store.js';
import { SupabaseLeadStore } from './supabase-lead.store.js';

/** The Supabase table that keeps receiving each lead row after the SQL store committed it. */
export function supabaseMirror(url: string, serviceRoleKey: string): LeadStore {
  return new SupabaseLeadStore(url, serviceRoleKey);
}
