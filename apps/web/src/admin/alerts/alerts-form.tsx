import type { AlertSettingsView } from '@pw/funnel';
import { useState } from 'react';
import { apiSend, failureSentence } from '../../shared/data/api-client';
import { Card } from '../ui';
import { useAdminData } from '../use-admin-data';
import { AlertTestButton } from './alert-test-button';
import { SmsAlertsForm } from './sms-alerts-form';

/** The sentence under the switch: where alerts go, or why they cannot. */
export function alertsIntro(view: Pick<AlertSettingsView, 'email'> | undefined): string {
  if (!view) return 'Loading…';
  if (!view.email.available)
    return 'E-mail alerts are off: this site has no outgoing mail set up yet. Whoever runs the site sets it (the SMTP settings and OWNER_EMAIL); texts and device alerts below work without it.';
  return `Within a minute of each new lead or quote request, an e-mail to ${view.email.to} with a number to call.`;
}

/** Lead alerts (decisions 0210, 0211): the e-mail alert on or off, and the text-message alert's settings. */
export function AlertsForm() {
  const loaded = useAdminData('/api/admin/alerts');
  const [saved, setSaved] = useState<AlertSettingsView | undefined>();
  const [error, setError] = useState('');
  const view = saved ?? (loaded.status === 'ready' ? loaded.data : undefined);

  const toggle = async (email: boolean) => {
    setError('');
    try {
      setSaved(await apiSend('PUT', '/api/admin/alerts', { body: { email } }));
    } catch (err) {
      setError(failureSentence(err, 'The alert setting could not be saved.'));
    }
  };

  return (
    <Card title="Lead alerts" intro={alertsIntro(view)}>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          checked={view?.email.on ?? false}
          disabled={!view?.email.available}
          onChange={(e) => void toggle(e.target.checked)}
        />
        E-mail me about new leads
      </label>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {loaded.status === 'error' ? loaded.message : error}
      </p>
      <AlertTestButton channel="email" label="Send a test e-mail" disabled={!view?.email.available} />
      {view ? <SmsAlertsForm key={loaded.status} view={view} onSaved={setSaved} /> : null}
    </Card>
  );
}
