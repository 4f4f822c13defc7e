/**
 * The Crews form's editable copy of the crews and their hours (issue 42): texts as typed, read back into
 * `CrewSettings` for `CrewSettingsSchema` to judge. An empty list of starts on every day means "any half
 * hour" (no `allowedStarts`); once one day lists starts, each day's list is its only starts.
 */
import type { CrewSettings } from '@pw/funnel';

export interface DayDraft {
  works: boolean;
  start: string;
  end: string;
  /** Comma-separated start times. */
  starts: string;
}
export interface CrewsDraft {
  crews: string;
  days: DayDraft[];
}

const splitTimes = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function crewsDraftOf(settings: CrewSettings): CrewsDraft {
  return {
    crews: String(settings.crews),
    days: settings.hours.map((h, i) => ({
      works: h !== null,
      start: h?.start ?? '8:00 AM',
      end: h?.end ?? '5:00 PM',
      starts: (settings.allowedStarts?.[i] ?? []).join(', '),
    })),
  };
}

/** The settings a draft says (a box that is no number reads as NaN, which the schema names). */
export function crewSettingsOf(draft: CrewsDraft): CrewSettings {
  const listed = draft.days.some((d) => d.works && splitTimes(d.starts).length > 0);
  return {
    crews: draft.crews.trim() === '' ? Number.NaN : Number(draft.crews),
    hours: draft.days.map((d) => (d.works ? { start: d.start.trim(), end: d.end.trim() } : null)),
    ...(listed ? { allowedStarts: draft.days.map((d) => (d.works ? splitTimes(d.starts) : [])) } : {}),
  };
}
