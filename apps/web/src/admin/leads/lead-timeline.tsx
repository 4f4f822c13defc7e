import type { LeadMarkEvent, TimelineEvent } from '@pw/funnel';
import { formatTime, stageLabel } from '../admin-format';

const MARK_LABELS = { contacted: 'Contacted', won: 'Marked won', lost: 'Marked lost' } as const;
const CHANNEL_WORDS = { call: 'by phone call', text: 'by text', email: 'by e-mail', other: 'another way' };

/** One of the owner's marks on the timeline: who, when and how. */
function MarkItem({ m }: { m: LeadMarkEvent }) {
  return (
    <li className="rounded-lg bg-emerald-50 p-3 shadow-sm ring-1 ring-emerald-200">
      <p className="text-sm">
        <time dateTime={m.at} className="font-medium text-slate-900">
          {formatTime(m.at)}
        </time>{' '}
        · <strong data-testid="timeline-mark">{MARK_LABELS[m.mark]}</strong>{' '}
        <span className="text-slate-800">
          ({m.by}
          {m.channel ? `, ${CHANNEL_WORDS[m.channel]}` : ''})
        </span>
      </p>
    </li>
  );
}

/** What a field's value reads as: texts as they are, anything else as JSON. */
const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The lead's captures and the owner's marks, oldest first: time, stage, the fields it brought, the page
 * and the source; for a mark, who made it and how.
 */
export function LeadTimeline({ events, marks = [] }: { events: TimelineEvent[]; marks?: LeadMarkEvent[] }) {
  if (events.length === 0 && marks.length === 0)
    return <p className="text-sm text-slate-700">No captures recorded.</p>;
  const items = [
    ...events.map((e) => ({ at: e.receivedAt, event: e, mark: null })),
    ...marks.map((m) => ({ at: m.at, event: null, mark: m })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className="space-y-3" aria-label="Timeline">
      {items.map(({ event: e, mark }, i) => {
        if (!e) return <MarkItem key={`mark-${i}`} m={mark} />;
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
