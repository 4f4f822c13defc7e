import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { adminApi } from './admin-api';

/** `GET /api/admin/deliveries/summary`. */
export interface DeliverySummary {
  missingUrl: boolean;
  pending: number;
  failing: number;
  dead: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The banner's sentence, or null when all is well. */
export function bannerText(s: DeliverySummary): string | null {
  if (s.missingUrl) {
    return s.pending > 0
      ? `${plural(s.pending, 'webhook delivery is', 'webhook deliveries are')} waiting: no webhook URL is set.`
      : 'No webhook URL is set: new leads will wait until one is saved.';
  }
  if (s.failing === 0 && s.dead === 0) return null;
  const parts = [
    s.failing > 0 ? `${plural(s.failing, 'delivery is', 'deliveries are')} failing and will be retried` : '',
    s.dead > 0 ? `${plural(s.dead, 'delivery has', 'deliveries have')} given up` : '',
  ].filter(Boolean);
  return `Webhook problem: ${parts.join('; ')}.`;
}

/** Shown on every admin page while deliveries fail or wait for a missing webhook URL. */
export function DeliveryBanner() {
  const { pathname } = useLocation();
  const [summary, setSummary] = useState<DeliverySummary | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    const load = () =>
      adminApi
        .get<DeliverySummary>('/deliveries/summary', ctrl.signal)
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
  const link = summary.missingUrl
    ? { to: '/admin/settings', label: 'Set the webhook URL' }
    : { to: '/admin/deliveries', label: 'See the deliveries' };
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {text}{' '}
      <Link to={link.to} className="font-medium underline underline-offset-2">
        {link.label}
      </Link>
    </div>
  );
}
