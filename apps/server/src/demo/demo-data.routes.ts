/**
 * Settings -> Test Data's sample data (issue 40, decision 0317): see, add and remove a busy season of
 * fictional leads. Behind the session and CSRF like every owner route; nothing is sent to anyone.
 */
import type { FastifyInstance } from 'fastify';
import { addDemoData, demoData, removeDemoData } from './demo-data.service.js';
import { route } from '../http/route.js';
import type { FunnelConfig } from '@pw/funnel';
import type { SqlDb } from '../store/sql-db.js';

export function demoDataRoutes(
  app: FastifyInstance,
  o: { db: SqlDb; now: () => Date; config: FunnelConfig },
): void {
  route(app, 'GET /api/admin/demo-data', () => demoData(o.db));
  route(app, 'POST /api/admin/demo-data', () => addDemoData(o.db, { now: o.now(), config: o.config }));
  route(app, 'DELETE /api/admin/demo-data', async () => {
    const { removed: _removed, ...answer } = await removeDemoData(o.db);
    return answer;
  });
}
