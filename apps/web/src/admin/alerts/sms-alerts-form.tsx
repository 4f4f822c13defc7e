import {
  AlertSettingsSchema,
  describeIssues,
  type AlertSettingsInput,
  type AlertSettingsView,
} from '@pw/funnel';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../shared/form-controls';
import { ApiRequestError, apiSend } from '../../shared/data/api-client';
import { namedFields } from '../named-fields';
import { Button } from '../ui';
import { AlertTestButton } from './alert-test-button';

/** The form's fields, by the name the API gives them in its sentences. */
const LABELS: [path: string, label: string][] = [
  ['ownerPhone', 'Your mobile number'],
  ['smsProvider.accountSid', 'Account SID'],
  ['smsProvider.authToken', 'Auth token'],
  ['smsProvider.from', 'Sender'],
  ['smsProvider.baseUrl', 'API base URL'],
  ['smsProvider', 'Text-message provider'],
];

/** A sentence of the API (`smsProvider.baseUrl: must be …`) with each field named as the form labels it. */
export const labelledSentence = (message: string): string => namedFields(message, LABELS);

interface Fields {
  ownerPhone: string;
  on: boolean;
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

const fieldsOf = (view: AlertSettingsView): Fields => ({
  ownerPhone: view.sms.to ?? '',
  on: view.sms.on,
  accountSid: view.sms.provider.saved.accountSid,
  authToken: '',
  from: view.sms.provider.saved.from,
  baseUrl: view.sms.provider.saved.baseUrl,
});

/** The body of `PUT /api/admin/alerts` for the text section; an empty token keeps the saved one. */
export function smsSettingsBody(f: Fields): AlertSettingsInput {
  return {
    sms: f.on,
    ownerPhone: f.ownerPhone,
    smsProvider: { accountSid: f.accountSid, authToken: f.authToken, from: f.from, baseUrl: f.baseUrl },
  };
}

/**
 * Text messages (decision 0211): the owner's mobile, the on/off switch and the provider (Twilio or a
 * compatible one). The token is write-only: the page shows only whether one is set.
 */
export function SmsAlertsForm({
  view,
  onSaved,
}: {
  view: AlertSettingsView;
  onSaved: (v: AlertSettingsView) => void;
}) {
  const [f, setF] = useState<Fields>(() => fieldsOf(view));
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Fields>) => setF((was) => ({ ...was, ...patch }));
  const effective = view.sms.provider.effective;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const body = smsSettingsBody(f);
    // The same rules as the server's, so a mistake is named at once.
    const checked = AlertSettingsSchema.safeParse(body);
    if (!checked.success) return setError(labelledSentence(describeIssues(checked.error)));
    setBusy(true);
    setError('');
    try {
      const saved = await apiSend('PUT', '/api/admin/alerts', { body });
      onSaved(saved);
      setF(fieldsOf(saved));
      setDone(
        saved.sms.on ? `Saved: new leads will be texted to ${saved.sms.to}.` : 'Saved: text alerts are off.',
      );
    } catch (err) {
      setError(
        err instanceof ApiRequestError
          ? labelledSentence(err.message)
          : 'The text alerts could not be saved.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-xl space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Text messages</h3>
      <TextField
        label="Your mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(561) 555-0123"
        value={f.ownerPhone}
        onValue={(ownerPhone) => set({ ownerPhone })}
      />
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          checked={f.on}
          onChange={(e) => set({ on: e.target.checked })}
        />
        Text me about new leads and bookings
      </label>
      <fieldset className="space-y-3 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          Text-message provider (Twilio or compatible)
        </legend>
        <p className="text-sm text-slate-700">
          Empty fields use the provider your server was set up with
          {effective.accountSid ? ` (account ${effective.accountSid})` : ''}, if any.
        </p>
        <TextField
          label="Account SID"
          autoComplete="off"
          spellCheck={false}
          placeholder={effective.accountSid || 'AC…'}
          value={f.accountSid}
          onValue={(accountSid) => set({ accountSid })}
        />
        <TextField
          label="Auth token"
          type="password"
          autoComplete="new-password"
          placeholder={
            view.sms.provider.saved.tokenSet
              ? 'Set: leave empty to keep it'
              : effective.tokenSet
                ? 'Set on the server'
                : ''
          }
          value={f.authToken}
          onValue={(authToken) => set({ authToken })}
        />
        <TextField
          label="Sender"
          autoComplete="off"
          placeholder={effective.from || '+15615550100 or MG…'}
          value={f.from}
          onValue={(from) => set({ from })}
        />
        <TextField
          label="API base URL"
          type="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={effective.baseUrl}
          value={f.baseUrl}
          onValue={(baseUrl) => set({ baseUrl })}
        />
      </fieldset>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        Save text alerts
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-800">
        {done}
      </p>
      <AlertTestButton channel="sms" label="Send a test text" disabled={!view.sms.available} />
    </form>
  );
}
