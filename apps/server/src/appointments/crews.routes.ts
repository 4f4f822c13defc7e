/**
 * The owner's crews and their hours (issue 42): `GET /api/admin/crews` answers those in force (the weekly
 * slots' meaning until saved), `PUT` saves the owner's. Owner-only, as every `/api/admin/` route. What the
 * calendar offers does not read them yet (the next slice of issue 42).
 */
import { CrewSettingsSchema, type FunnelConfig } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { parse } from '../http/parse.js';
import { route } from '../http/route.js';
import type { SqlDb } from '../store/sql-db.js';
import { currentCrews, saveCrews } from './crews.repo.js';

export function crewsRoutes(
  app: FastifyInstance,
  o: { db: SqlDb; now: () => Date; config: FunnelConfig },
): void {
  route(app, 'GET /api/admin/crews', () => currentCrews(o.db, o.config));
  route(app, 'PUT /api/admin/crews', async (req) => {
    const settings = parse(CrewSettingsSchema, req.body);
    await saveCrews(o.db, settings, o.now());
    return currentCrews(o.db, o.config);
  });
}
