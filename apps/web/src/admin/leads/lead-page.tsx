import { Link, useParams } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import {
  appointmentKindLabel,
  type ConsentRecord,
  type LeadContactState,
  type SubmissionRow,
} from '@pw/funnel';
import { AdminPage } from '../admin-page';
import { formatMoney, formatTime, languageName, stageLabel } from '../admin-format';
import { useAdminData } from '../use-admin-data';
import { ContactActions } from './contact-actions';
import { LeadConsent } from '../consent/lead-consent';
import { LeadDeliveries } from './lead-deliveries';
import { LeadFollowUps } from '../follow-ups/lead-follow-ups';
import { telHref } from './lead-links';
import { LeadTimeline } from './lead-timeline';
import { QuoteLines } from './quote-lines';

/** Every column of the lead row, as the owner reads it. */
const FIELDS: [string, (l: SubmissionRow) => ReactNode][] = [
  ['Address', (l) => l.address],
  // Every page and message the prospect gets is in it (issue 41).
  ['Language', (l) => <span lang={l.language ?? 'en'}>{languageName(l.language)}</span>],
  ['Property type', (l) => l.propertytype],
  ['Services', (l) => l.serviceneeded],
  ['Quoted price', (l) => formatMoney(l.quoted_price)],
  ['Quote status', (l) => l.quotestatus],
  ['Stage', (l) => stageLabel(l.stage)],
  ['Status', (l) => stageLabel(l.status)],
  ['Scheduled time', (l) => l.scheduled_time],
  ['Appointment status', (l) => l.appointmentstatus],
  ['Appointment kind', (l) => appointmentKindLabel(l.appointment_kind, l.appointmentstatus)],
  ['On-site assessment', (l) => (l.quote_snapshot?.assessment ? 'offered instead of a price' : null)],
  ['Form', (l) => l.formtype],
  ['Funnel', (l) => l.conversionfunnel],
  ['Source', (l) => l.conversionsource],
  ['Page', (l) => l.source],
  ['Query string', (l) => l.querystring],
  ['Partial', (l) => (l.partial === null ? null : l.partial ? 'yes' : 'no')],
  ['Completed', (l) => (l.completed === null ? null : l.completed ? 'yes' : 'no')],
  ['Created', (l) => formatTime(l.timestamp)],
  ['Last activity', (l) => formatTime(l.updated_at)],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** `/admin/leads/:email`: one lead, every field, its timeline, deliveries and appointment. */
export default function LeadPage() {
  const email = useParams().email ?? '';
  const detail = useAdminData('/api/admin/leads/:email', { params: { email } });
  // The state after the owner's last mark on this page, over the one the page loaded with.
  const [marked, setMarked] = useState<{ email: string; contact: LeadContactState } | null>(null);
  const consent = useAdminData('/api/admin/leads/:email/consent', { params: { email } });
  // The record after the owner's last withdrawal on this page, over the one the page loaded with.
  const [withdrawn, setWithdrawn] = useState<ConsentRecord | null>(null);
  const back = (
    <Link to="/admin/leads" className="text-sm text-brand-800 underline">
      Back to leads
    </Link>
  );
  if (detail.status !== 'ready') {
    return (
      <AdminPage title={email} intro={back}>
        {detail.status === 'error' ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {detail.message}
          </p>
        ) : (
          <p role="status">Loading the lead…</p>
        )}
      </AdminPage>
    );
  }
  const { lead, model, appointment, events, deliveries } = detail.data;
  const contact = marked?.email === email ? marked.contact : detail.data.contact;
  const link = 'font-medium text-brand-800 underline break-all';
  // As the prospect typed it; `email` is the lower-cased key (decision 0152).
  const typed = lead.email_as_typed ?? lead.email;
  return (
    <AdminPage title={lead.name || typed} intro={back}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          E-mail:{' '}
          <a className={link} href={`mailto:${typed}`}>
            {typed}
          </a>
        </li>
        {lead.phone ? (
          <li>
            Phone:{' '}
            <a className={link} href={telHref(lead.phone)}>
              {lead.phone}
            </a>
          </li>
        ) : null}
      </ul>
      <ContactActions
        email={lead.email}
        emailAsTyped={typed}
        phone={lead.phone}
        contact={contact}
        onChange={(c) => setMarked({ email, contact: c })}
      />
      <Section title="Details">
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm shadow-sm sm:grid-cols-[max-content_1fr]">
          {FIELDS.map(([name, get]) => (
            <div key={name} className="contents">
              <dt className="font-medium text-slate-700">{name}</dt>
              <dd className="break-words text-slate-900">{get(lead) ?? '—'}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-medium text-slate-700">Notes</dt>
            <dd className="break-words whitespace-pre-wrap text-slate-900">{model?.notes || '—'}</dd>
          </div>
          <div className="contents">
            <dt className="font-medium text-slate-700">Quote lines</dt>
            <dd className="text-slate-900">
              {lead.quote_snapshot ? (
                <QuoteLines quote={lead.quote_snapshot} />
              ) : model?.quoteDetails?.length ? (
                model.quoteDetails.map((q) => `${q.name} ${formatMoney(q.price)}`).join(', ')
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <Section title="Appointment">
        <p className="text-sm">
          {appointment
            ? `${appointment.date} at ${appointment.time} (booked ${formatTime(appointment.bookedAt)})`
            : 'No appointment booked.'}
        </p>
      </Section>
      <Section title="Timeline">
        <LeadTimeline events={events} marks={contact.marks} />
      </Section>
      <Section title="Follow-ups">
        <LeadFollowUps email={lead.email} />
      </Section>
      <Section title="Consent to follow-ups">
        {consent.status === 'ready' ? (
          <LeadConsent
            record={withdrawn?.email === consent.data.email ? withdrawn : consent.data}
            onChange={setWithdrawn}
          />
        ) : consent.status === 'error' ? (
          <p role="alert" className="text-sm text-red-800">
            {consent.message}
          </p>
        ) : (
          <p role="status">Loading the consent record…</p>
        )}
      </Section>
      <Section title="Webhook deliveries">
        <LeadDeliveries deliveries={deliveries} />
      </Section>
    </AdminPage>
  );
}
