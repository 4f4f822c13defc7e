/** How the admin area names the store that holds the leads (`StoreInUse` in @pw/funnel). */
import type { StoreInUse } from '@pw/funnel';
import type { SqlDb } from '../store/sql-db.js';

export function storeInUse(kind: SqlDb['kind'], supabase: boolean): StoreInUse {
  const base = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  return {
    kind,
    supabase,
    label: supabase ? 'Supabase' : 'Database',
    description: supabase ? `${base} + Supabase mirror` : base,
  };
}
