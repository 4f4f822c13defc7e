/** The webhook worker's cached URL and secret (decision 0320): a saved change is seen at once, any by age. */
import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { deleteSetting, saveSetting, SETTINGS } from '../settings/settings.repo.js';
import type { SqlDb } from '../store/sql-db.js';
import { webhookTarget } from './webhook-settings.js';

const NOW = new Date('2026-03-02T15:00:00.000Z');

describe.each(DB_KINDS)('webhookTarget on %s', (kind) => {
  let db: SqlDb | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  /** The store, counting the statements that reach it. */
  async function counted() {
    db = await freshDb(kind);
    const store = db;
    const counter = { reads: 0 };
    const q = {
      query: <T>(sql: string, params?: unknown[]) => {
        counter.reads += 1;
        return store.query<T>(sql, params);
      },
    };
    return { store, q, counter };
  }

  it('reads once while nothing changes, and sees a change saved here at once', async () => {
    const { store, q, counter } = await counted();
    const target = webhookTarget(q, { url: 'https://env.example/h', secret: 'env secret' }, 60_000, () => 0);
    expect(await target()).toEqual({ url: 'https://env.example/h', secret: 'env secret' });
    expect(await target()).toEqual({ url: 'https://env.example/h', secret: 'env secret' });
    expect(counter.reads).toBe(1);

    await saveSetting(store, SETTINGS.webhookUrl, 'https://owner.example/h', NOW);
    expect(await target()).toEqual({ url: 'https://owner.example/h', secret: 'env secret' });
    await saveSetting(store, SETTINGS.webhookSigningSecret, 'whsec_owner', NOW);
    expect(await target()).toEqual({ url: 'https://owner.example/h', secret: 'whsec_owner' });
    await deleteSetting(store, SETTINGS.webhookUrl);
    expect(await target()).toEqual({ url: 'https://env.example/h', secret: 'whsec_owner' });
    expect(counter.reads).toBe(4);
  });

  it('sees a change saved elsewhere (another server process) once its copy is older than its age', async () => {
    const { store, q } = await counted();
    let clock = 0;
    const target = webhookTarget(q, {}, 1_000, () => clock);
    expect(await target()).toEqual({ url: undefined, secret: undefined });
    // Written behind the cache's back, as another process's save is.
    await store.query(
      `insert into settings (key, value, updated_at) values ('webhook_url', '"https://other.example/h"', now())`,
    );
    clock = 999;
    expect((await target()).url).toBeUndefined();
    clock = 1_001;
    expect((await target()).url).toBe('https://other.example/h');
  });
});
