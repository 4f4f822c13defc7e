/**
 * A follow-up sequence killed mid-send with a STOP arriving (issue 38, decision 0308), on PGlite and on
 * PostgreSQL, with the real server process, the Twilio-shaped fake and SIGKILL. Two prospects' first
 * texts are in flight (the provider took them and holds its answer) when the server is killed, and one
 * of them replies STOP while it is down (delivered to the restarted server). The texts the
 * dead server never recorded are then in doubt and never sent again: no text after the STOP, none twice
 * (the server's requests are counted, not only what the fake took: the fake takes a repeated idempotency
 * key once). One kill and two starts per store, which is most of its time; the lease is two seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_FOLLOW_UP_SETTINGS, defaultConfig, smsConsentOf, type FunnelConfig } from '@pw/funnel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordCapture } from '../../src/leads/capture.service.js';
import { saveFollowUpSettings } from '../../src/follow-ups/follow-up-settings.repo.js';
import { migrate } from '../../src/store/migrate.js';
import { openPglite } from '../../src/store/pglite.db.js';
import { openPostgres } from '../../src/store/postgres.db.js';
import type { SqlDb } from '../../src/store/sql-db.js';
import { aCapture } from '../a-capture.js';
import { freshPostgresUrl } from '../databases.js';
import { FakeTwilio } from '../fake-twilio.js';
import { inboundReply } from '../inbound-sms.js';
import { seedDataDir } from '../server-process.js';
import { PASSWORD } from '../test-server.js';
import { waitFor } from '../webhook-receiver.js';
import { Fleet, signIn } from './crash-harness.js';

/** A fixed-offset zone where it is now about noon: the texts are inside the sending hours whenever this runs. */
function noonZone(now: Date): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const LEADS: Record<'stop' | 'other', readonly [email: string, phone: string]> = {
  stop: ['stops@example.com', '+15615550301'],
  other: ['keeps@example.com', '+15615550302'],
};

/** Two prospects with the text box ticked who stopped five minutes ago: their first texts are due. */
async function seed(db: SqlDb, config: FunnelConfig): Promise<void> {
  await migrate(db);
  const now = new Date(Date.now() - 5 * 60_000);
  await saveFollowUpSettings(db, { ...DEFAULT_FOLLOW_UP_SETTINGS, delaysMinutes: [1, 60, 1440] }, now);
  for (const [email, phone] of Object.values(LEADS)) {
    const capture = aCapture({
      stage: 'quote_details',
      currentStep: 'review',
      fields: {
        email,
        phone: phone.slice(2),
        name: 'Ana',
        address: '1 Ocean Blvd',
        serviceNeeded: 'House Exterior',
      },
      consent: smsConsentOf(true, config),
    });
    await recordCapture(db, capture, { now, config });
  }
}

describe.each(['pglite', 'postgres'] as const)('a follow-up killed mid-send with a STOP, on %s', (kind) => {
  let fake: FakeTwilio;
  let dir: string;
  beforeEach(async () => {
    fake = await new FakeTwilio().start();
    dir = mkdtempSync(join(tmpdir(), 'pw-stop-'));
  });
  afterEach(async () => {
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends no text after the STOP and none twice', async () => {
    const zone = noonZone(new Date());
    const config = { ...defaultConfig, calendar: { ...defaultConfig.calendar, timeZone: zone } };
    let store: { env: Record<string, string>; open: () => Promise<SqlDb> };
    if (kind === 'pglite') {
      seedDataDir(dir);
      store = { env: { DATA_DIR: dir }, open: () => openPglite(join(dir, 'pglite')) };
    } else {
      const url = await freshPostgresUrl();
      store = { env: { DATABASE_URL: url }, open: () => Promise.resolve(openPostgres(url)) };
    }
    const db = await store.open();
    await seed(db, config).finally(() => db.close());

    // The provider takes each text and holds its answer: the server is killed before it hears.
    fake.script = () => ({ status: 201, delayMs: 60_000 });
    const fleet = new Fleet({
      ...store.env,
      ...fake.env(),
      ADMIN_PASSWORD: PASSWORD,
      BUSINESS_TIME_ZONE: zone,
      OWNER_ALERTS: '0',
      MESSAGE_LEASE_MS: '2000',
      LOG_LEVEL: 'warn',
    });
    const requestsTo = (phone: string) => fake.requests.filter((r) => r.form.get('To') === phone);
    try {
      await fleet.start();
      await waitFor(
        () => Object.values(LEADS).every(([, phone]) => requestsTo(phone).length > 0),
        60_000,
        'both texts in flight',
      );
      await fleet.kill();
      fake.script = () => undefined;
      // The prospect replies STOP while the server is down; Twilio posts it once a server answers (signed
      // for that server's address). Every text from here on would be a text after the STOP.
      const stopSentAt = Date.now();
      await fleet.start();
      const base = fleet.url()!;
      const stop = inboundReply({ site: base, token: fake.authToken, from: LEADS.stop[1], body: 'STOP' });
      const res = await fetch(`${base}/api/sms/inbound`, {
        method: 'POST',
        headers: stop.headers,
        body: stop.payload,
      });
      expect(res.status).toBe(200);

      const session = await signIn(fleet.url()!, PASSWORD);
      const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
      const view = async (email: string) =>
        (await (
          await fetch(`${fleet.url()!}/api/admin/leads/${encodeURIComponent(email)}/follow-ups`, {
            headers: { cookie },
          })
        ).json()) as { sequence: { stopReason: string | null }; messages: { status: string }[] };
      await waitFor(
        async () => {
          const views = await Promise.all(Object.values(LEADS).map(([email]) => view(email)));
          return views.every((v) => v.messages.length === 1 && v.messages[0]!.status === 'in_doubt');
        },
        30_000,
        'both texts recorded in doubt',
      );
      expect((await view(LEADS.stop[0])).sequence.stopReason).toBe('withdrawn');
      // In doubt is final: no claim takes the rows again, so these counts are the last.
      for (const [, phone] of Object.values(LEADS)) {
        expect(requestsTo(phone), phone).toHaveLength(1);
        expect(
          fake.messages.filter((m) => m.to === phone),
          phone,
        ).toHaveLength(1);
      }
      expect(requestsTo(LEADS.stop[1]).filter((r) => r.at >= stopSentAt)).toEqual([]);
      expect(fleet.kills).toBe(1);
    } finally {
      await fleet.stopAll();
    }
  }, 120_000);
});
