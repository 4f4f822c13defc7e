import {
  mayMessage,
  type ConsentChannel,
  type ConsentHow,
  type ConsentRecord,
  type ConsentRow,
  type MessagePermission,
} from '@pw/funnel';
import { useState } from 'react';
import { apiSend, apiUrl } from '../../shared/data/api-client';
import { formatTime } from '../admin-format';
import { Button, Table } from '../ui';

/** How a ledger row came to be, as the owner reads it. */
const HOW_LABELS: Record<ConsentHow, string> = {
  box: 'Ticked the box',
  stop_reply: 'Replied STOP',
  unsubscribe_link: 'Unsubscribe link',
  owner: 'Recorded by you',
  start_reply: 'Replied START',
};
const CHANNEL_LABELS: Record<ConsentChannel, string> = { sms: 'Texts', email: 'E-mails' };

/** Whether follow-ups may go on a channel (the rule the server sends by), or null without an address. */
export function consentPermission(record: ConsentRecord, channel: ConsentChannel): MessagePermission | null {
  const address = channel === 'sms' ? record.phone : record.email;
  if (!address) return null;
  return mayMessage(
    record.rows.map((r) => ({ ...r, visitId: null })),
    channel,
    address,
  );
}

/** The permission in a sentence. */
export function permissionText(may: MessagePermission | null): string {
  if (!may) return 'No mobile number.';
  if (may.allowed) {
    return may.basis === 'granted'
      ? 'May be sent: they ticked the box.'
      : 'May be sent: they asked for a quote.';
  }
  return may.reason === 'withdrawn' ? 'Never sent: they asked us to stop.' : 'Not sent: no consent given.';
}

function ConsentRows({ rows }: { rows: readonly ConsentRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">Nothing on record yet.</p>;
  return (
    <Table
      caption="Consent record"
      head={['When', 'Channel', 'What', 'How']}
      rows={rows.map((r) => [
        formatTime(r.at),
        <>
          {CHANNEL_LABELS[r.channel]} <span className="break-all text-slate-700">{r.address}</span>
        </>,
        r.action === 'granted' ? 'Granted' : 'Withdrawn',
        HOW_LABELS[r.how],
      ])}
    />
  );
}

/**
 * The lead page's consent (issue 20, decision 0220): may we text or e-mail them, every ledger row, the
 * record to download as proof (CSV, JSON), and the owner's "they asked us to stop" per channel.
 */
export function LeadConsent(props: { record: ConsentRecord; onChange: (r: ConsentRecord) => void }) {
  const { record } = props;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const params = { params: { email: record.email } };

  const withdraw = async (channel: ConsentChannel) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await apiSend('POST', '/api/admin/leads/:email/consent/withdrawals', {
        ...params,
        body: { channel },
      });
      props.onChange(next);
      setMessage({ error: false, text: `${CHANNEL_LABELS[channel]} stopped for good.` });
    } catch (err) {
      setMessage({ error: true, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  // Touch targets of at least 24 px (WCAG 2.2's target size), also when the two wrap on a phone.
  const link = 'inline-flex min-h-11 items-center font-medium text-brand-800 underline';
  return (
    <div className="space-y-3 rounded-lg bg-white p-4 text-sm shadow-sm">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {(['sms', 'email'] as const).map((channel) => {
          const may = consentPermission(record, channel);
          return (
            <div key={channel} className="contents">
              <dt className="font-medium text-slate-700">{CHANNEL_LABELS[channel]}</dt>
              <dd className="flex flex-wrap items-center gap-2 text-slate-900">
                {permissionText(may)}
                {may?.allowed ? (
                  <Button disabled={busy} onClick={() => void withdraw(channel)}>
                    {channel === 'sms' ? 'They asked: no more texts' : 'They asked: no more e-mails'}
                  </Button>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'text-red-800' : 'text-green-800'}
        >
          {message.text}
        </p>
      ) : null}
      <ConsentRows rows={record.rows} />
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>
          <a className={link} href={apiUrl('/api/admin/leads/:email/consent.csv', params)} download>
            Download the consent record (CSV)
          </a>
        </li>
        <li>
          <a
            className={link}
            href={apiUrl('/api/admin/leads/:email/consent', params)}
            download={`consent-${record.email}.json`}
          >
            Download the consent record (JSON)
          </a>
        </li>
      </ul>
    </div>
  );
}
