import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { DeliverySummary } from '@pw/funnel';
import { apiGet } from '../shared/data/api-client';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 deliveries are failing and will be retried; 1 delivery has given up", or '' when neither. */
function failures(failing: number, dead: number, noun: [one: string, many: string]): string {
  return [
    failing > 0 ? `${plural(failing, `${noun[0]} is`, `${noun[1]} are`)} failing and will be retried` : '',
    dead > 0 ? `${plural(dead, `${noun[0]} has`, `${noun[1]} have`)} given up` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The webhooks' sentence, or null when they are well. */
function webhookText(s: DeliverySummary): string | null {
  if (s.missingUrl) {
    return s.pending > 0
      ? `${plural(s.pending, 'webhook delivery is', 'webhook deliveries are')} waiting: no webhook URL is set.`
      : 'No webhook URL is set: new leads will wait until one is saved.';
  }
  const text = failures(s.failing, s.dead, ['delivery', 'deliveries']);
  return text ? `Webhook problem: ${text}.` : null;
}

/** Messages whose server died mid-send (decision 0308): they may have gone and are never sent again. */
function inDoubt(n: number, noun: [one: string, many: string]): string {
  if (n === 0) return '';
  const it = n === 1 ? 'it' : 'them';
  return `${plural(n, noun[0], noun[1])} may not have been sent (the server stopped while sending ${it}; ${n === 1 ? 'it is' : 'they are'} not sent again, so ${n === 1 ? 'it is' : 'they are'} never received twice)`;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join('; ');

/** The e-mails' sentence (decisions 0203, 0308), or null when they are well or e-mail is off. */
function mailText(mail: DeliverySummary['mail']): string | null {
  const text = mail
    ? joined(
        failures(mail.failing, mail.dead, ['booking e-mail', 'booking e-mails']),
        inDoubt(mail.inDoubt, ['e-mail', 'e-mails']),
      )
    : '';
  return text
    ? `E-mail problem: ${text}. Ask whoever runs your server to check its outgoing mail (SMTP) settings.`
    : null;
}

/** The text messages' sentence (decision 0211), or null when they are well. */
function smsText(sms: DeliverySummary['sms']): string | null {
  const noun: [string, string] = ['text message', 'text messages'];
  const text = joined(failures(sms.failing, sms.dead, noun), inDoubt(sms.inDoubt, noun));
  return text ? `Text message problem: ${text}.` : null;
}

/** The push alerts' sentence (decision 0214), or null when they are well. */
function pushText(push: DeliverySummary['push']): string | null {
  const text = failures(push.failing, push.dead, ['push alert', 'push alerts']);
  return text ? `Push problem: ${text}. Send a test from Settings to see why.` : null;
}

/** The banner's sentences, or null when all is well. */
export function bannerText(s: DeliverySummary): string | null {
  return (
    [webhookText(s), mailText(s.mail), smsText(s.sms), pushText(s.push)].filter(Boolean).join(' ') || null
  );
}

/** Shown on every admin page while webhooks, booking e-mails, texts or push alerts fail, or webhooks wait for a missing URL. */
export function DeliveryBanner() {
  const { pathname } = useLocation();
  const [summary, setSummary] = useState<DeliverySummary | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    const load = () =>
      apiGet('/api/admin/deliveries/summary', { signal: ctrl.signal })
        .then(setSummary)
        .catch(() => undefined);
    void load();
    const timer = setInterval(() => void load(), 30_000);
    return () => {
      ctrl.abort();
      clearInterval(timer);
    };
  }, [pathname]);
  const text = summary ? bannerText(summary) : null;
  if (!summary || !text) return null;
  // The link leads to what the owner can fix here: the webhook URL, the deliveries, or the text-message
  // settings (e-mail's cause is the server's SMTP settings, which the sentence names).
  const link = summary.missingUrl
    ? { to: '/admin/settings', label: 'Set the webhook URL' }
    : webhookText(summary)
      ? { to: '/admin/deliveries', label: 'See the deliveries' }
      : smsText(summary.sms)
        ? { to: '/admin/settings', label: 'Check the text-message settings' }
        : null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {text}
      {link && (
        <>
          {' '}
          <Link to={link.to} className="font-medium underline underline-offset-2">
            {link.label}
          </Link>
        </>
      )}
    </div>
  );
}
