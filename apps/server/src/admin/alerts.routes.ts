/** `GET`/`PUT /api/admin/alerts`: the owner turns the lead alerts on or off per channel (decision 0210). */
import { AlertSettingsSchema, describeIssues, type AlertSettings, type AlertSettingsView } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';
import { alertSettings, saveAlertSettings } from '../alerts/alert-settings.repo.js';
import { HttpError } from '../http/errors.js';
import type { AdminOptions } from './admin-options.js';

export function alertsRoutes(app: FastifyInstance, o: AdminOptions): void {
  const view = (settings: AlertSettings): AlertSettingsView => {
    const to = o.mail?.ownerAlerts ? (o.mail.ownerEmail ?? null) : null;
    return { email: { available: to !== null, to, on: to !== null && settings.email } };
  };

  app.get('/alerts', async () => view(await alertSettings(o.db)));

  app.put('/alerts', async (req) => {
    const parsed = AlertSettingsSchema.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error), 'invalid_alerts');
    await saveAlertSettings(o.db, parsed.data, o.now());
    return view(parsed.data);
  });
}
