import {
  CONTACT_CHANNELS,
  LeadMarkSchema,
  waitedText,
  type ContactChannel,
  type LeadContactState,
  type LeadMark,
} from '@pw/funnel';
import { useId, useState } from 'react';
import { apiSend } from '../../shared/data/api-client';
import { formatTime } from '../admin-format';
import { Button } from '../ui';
import { mailtoHref, smsHref, telHref } from './lead-links';

/** How a contact was made, as the owner reads it. */
export const CHANNEL_LABELS: Record<ContactChannel, string> = {
  call: 'Call',
  text: 'Text',
  email: 'E-mail',
  other: 'Other',
};

const action =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800';

/** Where the owner stands with the lead, in one sentence. */
function standing(c: LeadContactState): string {
  const first = c.firstContact
    ? `First contacted ${formatTime(c.firstContact.at)} by ${c.firstContact.by} (${CHANNEL_LABELS[c.firstContact.channel ?? 'other']})${
        c.responseMinutes !== null ? `, ${waitedText(c.responseMinutes)} after they became reachable` : ''
      }.`
    : c.reachableAt
      ? `Not contacted yet; reachable since ${formatTime(c.reachableAt)}.`
      : 'Not contacted yet.';
  return c.outcome ? `${first} Marked ${c.outcome}.` : first;
}

/**
 * The lead page's actions from the phone (decision 0209): Call, Text and E-mail links, and the owner's
 * marks (contacted and how, won, lost), stored on the server; `onChange` gets the lead's new state.
 */
export function ContactActions(props: {
  email: string;
  emailAsTyped: string;
  phone: string | null;
  contact: LeadContactState;
  onChange: (c: LeadContactState) => void;
}) {
  const id = useId();
  const [channel, setChannel] = useState<ContactChannel>('call');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const send = async (mark: LeadMark) => {
    const body = LeadMarkSchema.parse(mark === 'contacted' ? { mark, channel } : { mark });
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiSend('POST', '/api/admin/leads/:email/marks', {
        params: { email: props.email },
        body,
      });
      props.onChange(res.contact);
      setMessage({ error: false, text: mark === 'contacted' ? 'Marked contacted.' : `Marked ${mark}.` });
    } catch (err) {
      setMessage({ error: true, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="mt-4 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-slate-900">
        Answer
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.phone ? (
          <>
            <a className={action} href={telHref(props.phone)}>
              Call
            </a>
            <a className={action} href={smsHref(props.phone)}>
              Text
            </a>
          </>
        ) : null}
        <a className={action} href={mailtoHref(props.emailAsTyped)}>
          E-mail
        </a>
      </div>
      <p className="mt-3 text-sm text-slate-800" data-testid="contact-standing">
        {standing(props.contact)}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-how`} className="block text-sm font-medium text-slate-800">
            How you reached them
          </label>
          <select
            id={`${id}-how`}
            value={channel}
            onChange={(e) => setChannel(e.target.value as ContactChannel)}
            className="mt-1 min-h-10 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
          >
            {CONTACT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="primary" disabled={busy} onClick={() => void send('contacted')}>
          Mark contacted
        </Button>
        <Button disabled={busy} onClick={() => void send('won')}>
          Won
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void send('lost')}>
          Lost
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-2 text-sm ${message?.error ? 'text-red-800' : 'text-slate-800'}`}
      >
        {message?.text ?? ''}
      </p>
    </section>
  );
}
