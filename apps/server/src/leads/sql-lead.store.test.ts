import { DB_KINDS, freshDb } from '../../test/databases.js';
import { leadStoreContract } from '../../test/lead-store.contract.js';
import { SqlLeadStore } from './sql-lead.store.js';

for (const kind of DB_KINDS) {
  leadStoreContract(kind, async () => {
    const db = await freshDb(kind);
    return { store: new SqlLeadStore(db), close: () => db.close() };
  });
}
