import { formatTime, stageLabel } from '../admin-format';
import type { TimelineEvent } from './lead-types';

/** What a field's value reads as: texts as they are, anything else as JSON. */
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The lead's captures, oldest first: time, stage, the fields it brought, the page and the source. */
export function LeadTimeline({ events }: { events: TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-700">No captures recorded.</p>;
  return (
    <ol className="space-y-3" aria-label="Timeline">
      {events.map((e) => {
        const fields = Object.entries(e.fields);
        const source = e.utmSource ?? e.referrer ?? 'direct';
        return (
          <li key={e.captureId} className="rounded-lg bg-white p-3 shadow-sm">
            <p className="text-sm">
              <time dateTime={e.receivedAt} className="font-medium text-slate-900">
                {formatTime(e.receivedAt)}
              </time>{' '}
              · <strong data-testid="timeline-stage">{stageLabel(e.stage)}</strong>{' '}
              <span className="text-slate-700">
                ({e.formType === 'bookingModal' ? 'booking form' : 'wizard'}, {e.device})
              </span>
            </p>
            {fields.length ? (
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                {fields.map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-slate-700">{k}</dt>
                    <dd className="break-words text-slate-900">{show(v)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-sm text-slate-700">No fields.</p>
            )}
            <p className="mt-2 text-xs break-all text-slate-700">
              Page: {e.source} · Source: {source}
              {e.utmMedium ? ` / ${e.utmMedium}` : ''}
              {e.utmCampaign ? ` · Campaign: ${e.utmCampaign}` : ''}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
