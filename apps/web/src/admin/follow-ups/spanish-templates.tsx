import {
  followUpPreview,
  translationsMissing,
  type FollowUpSettings,
  type FollowUpTemplates,
} from '@pw/funnel';
import { TextAreaField, TextField } from '../../shared/form-controls';

/** What a Spanish template left empty makes happen: said beside it and above the section. */
export const SPANISH_MISSING = 'Spanish missing: English is sent';

const LABELS: Record<keyof FollowUpTemplates, string> = {
  smsText: 'Spanish text message',
  emailSubject: 'Spanish e-mail subject',
  emailBody: 'Spanish e-mail message',
};

/** The Spanish templates' fields by the API's paths, for its sentences. */
export const SPANISH_LABELS: [path: string, label: string][] = Object.entries(LABELS).map(([k, label]) => [
  `translated.es.${k}`,
  label,
]);

/**
 * The Spanish version of the follow-up templates (issue 41, decision 0326): what a prospect who chose
 * Español gets. A template left empty sends the English one, and is flagged here.
 */
export function SpanishTemplates({
  settings,
  onChange,
}: {
  settings: Pick<FollowUpSettings, keyof FollowUpTemplates> & { translated: { es: FollowUpTemplates } };
  onChange: (es: FollowUpTemplates) => void;
}) {
  const es = settings.translated.es;
  const missing = translationsMissing(settings);
  const set = (patch: Partial<FollowUpTemplates>) => onChange({ ...es, ...patch });
  const hint = (k: keyof FollowUpTemplates) => (missing.includes(k) ? SPANISH_MISSING : undefined);
  const preview = followUpPreview(settings, window.location.origin, 'es');
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Spanish version (Español)</legend>
      <p className="text-sm text-slate-700">
        Sent to prospects who used the Spanish site, with the same placeholders. Leave one empty to send the
        English one instead.
      </p>
      {missing.length > 0 ? (
        <p
          className="rounded-md bg-amber-50 p-2 text-sm font-medium text-amber-900"
          data-testid="spanish-missing"
        >
          {SPANISH_MISSING} for the {missing.map((k) => LABELS[k].replace('Spanish ', '')).join(', ')}.
        </p>
      ) : null}
      <TextAreaField
        label={LABELS.smsText}
        value={es.smsText}
        hint={hint('smsText')}
        onValue={(smsText) => set({ smsText })}
      />
      <TextField
        label={LABELS.emailSubject}
        value={es.emailSubject}
        hint={hint('emailSubject')}
        onValue={(emailSubject) => set({ emailSubject })}
      />
      <TextAreaField
        label={LABELS.emailBody}
        value={es.emailBody}
        hint={hint('emailBody')}
        onValue={(emailBody) => set({ emailBody })}
      />
      <section aria-label="Spanish preview" className="space-y-1 rounded-md bg-slate-50 p-3">
        <h3 className="text-sm font-semibold text-slate-900">Spanish preview</h3>
        <p
          lang="es"
          className="text-sm break-words whitespace-pre-wrap text-slate-900"
          data-testid="preview-es-sms"
        >
          {preview.sms}
        </p>
        <p
          lang="es"
          className="text-sm font-medium break-words text-slate-900"
          data-testid="preview-es-subject"
        >
          {preview.subject}
        </p>
      </section>
    </fieldset>
  );
}
