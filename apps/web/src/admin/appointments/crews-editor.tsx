import { CrewSettingsSchema, WEEKDAYS, type CrewSettings } from '@pw/funnel';
import { useState } from 'react';
import { TextField } from '../../shared/form-controls';
import { Button } from '../ui';
import { crewSettingsOf, crewsDraftOf, type DayDraft } from './crews-draft';

/** The schema's sentences by field: 'crews', 'hours.1.end', 'allowedStarts.2' (a day's list as one box). */
function sentences(settings: CrewSettings): Record<string, string> | null {
  const parsed = CrewSettingsSchema.safeParse(settings);
  if (parsed.success) return null;
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, day, part] = issue.path.map(String);
    const key = field === 'allowedStarts' ? `${field}.${day}` : [field, day, part].filter(Boolean).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The crews and their hours (issue 42): how many crews, each weekday's working hours (a day off
 * unticked), and, if the owner keeps them, the only start times of each day. Checked with the funnel's
 * schema before saving; each sentence shows beside its field.
 */
export function CrewsEditor(props: {
  settings: CrewSettings;
  saving: boolean;
  onSave: (settings: CrewSettings) => void;
}) {
  const [draft, setDraft] = useState(() => crewsDraftOf(props.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDay = (i: number, patch: Partial<DayDraft>) =>
    setDraft({ ...draft, days: draft.days.map((d, j) => (j === i ? { ...d, ...patch } : d)) });

  return (
    <form
      aria-label="Crews"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const settings = crewSettingsOf(draft);
        const found = sentences(settings);
        setErrors(found ?? {});
        if (!found) props.onSave(settings);
      }}
    >
      <div className="max-w-xs">
        <TextField
          label="Number of crews"
          inputMode="numeric"
          autoComplete="off"
          value={draft.crews}
          onValue={(crews) => setDraft({ ...draft, crews })}
          error={errors.crews}
        />
      </div>
      <p className="text-sm text-slate-700">
        Start times: leave them empty on every day for a start on any half hour of the working day.
      </p>
      {WEEKDAYS.map((name, i) => {
        const day = draft.days[i]!;
        return (
          <fieldset key={name} className="grid gap-2 rounded-md border border-slate-300 p-3 sm:grid-cols-3">
            <legend className="px-1 font-semibold">{name}</legend>
            <label className="flex min-h-11 items-center gap-3 sm:col-span-3">
              <input
                type="checkbox"
                className="size-5"
                checked={day.works}
                onChange={(e) => setDay(i, { works: e.target.checked })}
              />
              Crews work on {name}
            </label>
            {day.works ? (
              <>
                <TextField
                  label={`${name} from`}
                  placeholder="8:00 AM"
                  value={day.start}
                  onValue={(start) => setDay(i, { start })}
                  error={errors[`hours.${i}.start`]}
                />
                <TextField
                  label={`${name} until`}
                  placeholder="5:00 PM"
                  value={day.end}
                  onValue={(end) => setDay(i, { end })}
                  error={errors[`hours.${i}.end`]}
                />
                <TextField
                  label={`Start times on ${name}`}
                  placeholder="8:00 AM, 1:00 PM"
                  value={day.starts}
                  onValue={(starts) => setDay(i, { starts })}
                  error={errors[`allowedStarts.${i}`]}
                />
              </>
            ) : null}
          </fieldset>
        );
      })}
      <Button type="submit" variant="primary" className="self-start" disabled={props.saving}>
        {props.saving ? 'Saving…' : 'Save crews'}
      </Button>
    </form>
  );
}
