import type { FollowUpMessageView, LeadFollowUpsView } from '@pw/funnel';
import { formatTime } from '../admin-format';
import { useAdminData } from '../use-admin-data';

/** Why a sequence stopped, as the owner reads it. */
const STOPPED: Record<string, string> = {
  booked: 'stopped: the prospect booked',
  recovered: 'stopped: the prospect came back',
  withdrawn: 'stopped: the prospect opted out',
  owner: 'stopped: you marked the lead',
  sequenceDone: 'done: every message sent',
  waitlisted: 'stopped: outside the service area, on the waitlist',
};

/** A message's delivery as the owner reads it (decision 0308 adds the two that were never retried). */
const STATUS: Record<FollowUpMessageView['status'], string> = {
  pending: 'waiting to send',
  sent: 'sent',
  dead: 'gave up',
  dropped: 'not sent',
  in_doubt: 'may not have been sent',
};

/** One line on where the lead's follow-up sequence stands. */
export function followUpSummary(sequence: LeadFollowUpsView['sequence']): string {
  if (!sequence) return 'No follow-up: the prospect left no way to reach them, or came before follow-ups.';
  const sent = `${sequence.sent} of 3 sent`;
  if (sequence.state === 'stopped') return `${sent}, ${STOPPED[sequence.stopReason ?? ''] ?? 'stopped'}.`;
  return sequence.nextAt ? `${sent}, the next ${formatTime(sequence.nextAt)}.` : `${sent}.`;
}

/** The lead's follow-up sequence (issue 20): where it stands and every message with its delivery. */
export function LeadFollowUps({ email }: { email: string }) {
  const data = useAdminData('/api/admin/leads/:email/follow-ups', { params: { email } });
  if (data.status === 'loading') return <p className="text-sm text-slate-700">Loading the follow-ups…</p>;
  if (data.status === 'error')
    return (
      <p role="alert" className="text-sm text-red-800">
        {data.message}
      </p>
    );
  const { sequence, messages } = data.data;
  return (
    <div className="space-y-2 text-sm">
      <p>{followUpSummary(sequence)}</p>
      {messages.length ? (
        <ul className="space-y-2" aria-label="Follow-up messages">
          {messages.map((m) => (
            <li key={`${m.channel}-${m.step}`} className="rounded-lg bg-white p-3 shadow-sm">
              <strong>
                Message {m.step} by {m.channel === 'sms' ? 'text' : 'e-mail'}
              </strong>{' '}
              to <span className="break-all">{m.to}</span> · {STATUS[m.status]} · queued{' '}
              {formatTime(m.queuedAt)}
              {m.sentAt ? ` · sent ${formatTime(m.sentAt)}` : ''}
              {m.lastError ? ` · ${m.lastError}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
