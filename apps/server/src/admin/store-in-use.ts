/** How the admin area names the store that holds the leads. */
import type { SqlDb } from '../store/sql-db.js';

export interface StoreInUse {
  /** The database the server runs on. */
  kind: SqlDb['kind'];
  /** True when committed leads are also mirrored to the owner's Supabase table. */
  supabase: boolean;
  /**
   * The name buttons use ('Save to Supabase', 'Fetch from Database'): 'Supabase' only when the leads
   * really reach Supabase, else the generic 'Database' (decision 0110).
   */
  label: 'Supabase' | 'Database';
  /** A longer description for the layout: 'PGlite (embedded)', 'PostgreSQL', '… + Supabase mirror'. */
  description: string;
}

export function storeInUse(kind: SqlDb['kind'], supabase: boolean): StoreInUse {
  const base = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  return {
    kind,
    supabase,
    label: supabase ? 'Supabase' : 'Database',
    description: supabase ? `${base} + Supabase mirror` : base,
  };
}
