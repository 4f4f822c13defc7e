import {
  DEFAULT_FOLLOW_UP_TEMPLATES,
  describeIssues,
  followUpPreview,
  FollowUpSettingsSchema,
  type FollowUpSettings,
  type FollowUpTemplates,
} from '@pw/funnel';
import { useState, type FormEvent } from 'react';
import { ApiRequestError, apiSend } from '../../shared/data/api-client';
import { CheckboxField, TextAreaField, TextField } from '../../shared/form-controls';
import { namedFields } from '../named-fields';
import { Button, Card } from '../ui';
import { useAdminData } from '../use-admin-data';
import { SPANISH_LABELS, SpanishTemplates } from './spanish-templates';

/** The form's fields, by the name the API gives them in its sentences. */
const LABELS: [path: string, label: string][] = [
  ['delaysMinutes.0', 'First message after (minutes)'],
  ['delaysMinutes.1', 'Second message after (minutes)'],
  ['delaysMinutes.2', 'Third message after (minutes)'],
  ['delaysMinutes', 'Delays'],
  ['smsText', 'Text message'],
  ['emailSubject', 'E-mail subject'],
  ['emailBody', 'E-mail message'],
  ...SPANISH_LABELS,
];

/** A sentence of the API (`smsText: must contain {link}`) with each field named as the form labels it. */
export const followUpSentence = (message: string): string => namedFields(message, LABELS);

/**
 * The delays as typed (texts, so a half-typed number is not lost), and the Spanish templates always
 * there: settings saved before they existed show the Spanish defaults, which is what such a site sends.
 */
type Fields = Omit<FollowUpSettings, 'delaysMinutes' | 'translated'> & {
  delays: [string, string, string];
  translated: { es: FollowUpTemplates };
};

const fieldsOf = (s: FollowUpSettings): Fields => {
  const { delaysMinutes, translated, ...rest } = s;
  return {
    ...rest,
    delays: delaysMinutes.map(String) as Fields['delays'],
    translated: { es: translated?.es ?? { ...DEFAULT_FOLLOW_UP_TEMPLATES.es } },
  };
};

/** The body of `PUT /api/admin/follow-ups/settings` (a delay that is not a number is refused by the schema). */
export function followUpBody(f: Fields): unknown {
  const { delays, ...rest } = f;
  return { ...rest, delaysMinutes: delays.map((d) => (d.trim() === '' ? NaN : Number(d))) };
}

const ORDINALS = ['First', 'Second', 'Third'] as const;

/**
 * Follow-ups (issue 20, decision 0242): on or off, the three delays, the text and e-mail templates with
 * their placeholders, and a preview rendered as the messages are (`followUpPreview` of @pw/funnel).
 */
export function FollowUpsForm() {
  const loaded = useAdminData('/api/admin/follow-ups/settings');
  return (
    <Card
      title="Follow-ups"
      intro="Prospects who stop before booking get up to three messages, 8 am to 8 pm, at most one a day: a text when they ticked the text box, else an e-mail with an unsubscribe link. Each carries a link that resumes their quote."
    >
      {loaded.status === 'ready' ? (
        <FollowUpsFields settings={loaded.data} />
      ) : (
        <p role="alert" className="min-h-5 text-sm text-red-700">
          {loaded.status === 'error' ? loaded.message : ''}
        </p>
      )}
    </Card>
  );
}

function FollowUpsFields({ settings }: { settings: FollowUpSettings }) {
  const [f, setF] = useState<Fields>(() => fieldsOf(settings));
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Fields>) => {
    setDone('');
    setF((was) => ({ ...was, ...patch }));
  };
  const preview = followUpPreview(f, window.location.origin);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    // The same rules as the server's, so a mistake is named at once.
    const checked = FollowUpSettingsSchema.safeParse(followUpBody(f));
    if (!checked.success) return setError(followUpSentence(describeIssues(checked.error)));
    setBusy(true);
    setError('');
    try {
      const saved = await apiSend('PUT', '/api/admin/follow-ups/settings', { body: checked.data });
      setF(fieldsOf(saved));
      setDone(saved.enabled ? 'Saved: follow-ups are on.' : 'Saved: follow-ups are off.');
    } catch (err) {
      setError(
        err instanceof ApiRequestError
          ? followUpSentence(err.message)
          : 'The follow-up settings could not be saved.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-xl space-y-3">
      <CheckboxField
        label="Follow up prospects who stop"
        checked={f.enabled}
        onChecked={(enabled) => set({ enabled })}
      />
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          When, counted from the prospect’s last step
        </legend>
        {ORDINALS.map((ordinal, i) => (
          <TextField
            key={ordinal}
            label={`${ordinal} message after (minutes)`}
            inputMode="numeric"
            value={f.delays[i]!}
            onValue={(v) => set({ delays: f.delays.map((d, j) => (j === i ? v : d)) as Fields['delays'] })}
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-700">
        Placeholders: {'{name}'}, {'{services}'}, {'{price}'} and {'{link}'} (the link that resumes the
        quote).
      </p>
      <TextAreaField label="Text message" value={f.smsText} onValue={(smsText) => set({ smsText })} />
      <TextField
        label="E-mail subject"
        value={f.emailSubject}
        onValue={(emailSubject) => set({ emailSubject })}
      />
      <TextAreaField label="E-mail message" value={f.emailBody} onValue={(emailBody) => set({ emailBody })} />
      <SpanishTemplates settings={f} onChange={(es) => set({ translated: { es } })} />
      <section aria-label="Preview" className="space-y-2 rounded-md border border-slate-300 bg-slate-50 p-3">
        <h3 className="text-sm font-semibold text-slate-900">Preview for a sample prospect</h3>
        <p className="text-sm text-slate-700">Text:</p>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900" data-testid="preview-sms">
          {preview.sms}
        </p>
        <p className="text-sm text-slate-700">E-mail:</p>
        <p className="text-sm font-medium break-words text-slate-900" data-testid="preview-subject">
          {preview.subject}
        </p>
        <p className="text-sm break-words whitespace-pre-wrap text-slate-900" data-testid="preview-body">
          {preview.body}
        </p>
      </section>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <Button type="submit" variant="primary" disabled={busy}>
        Save follow-ups
      </Button>
      <p role="status" className="min-h-5 text-sm text-green-800">
        {done}
      </p>
    </form>
  );
}
