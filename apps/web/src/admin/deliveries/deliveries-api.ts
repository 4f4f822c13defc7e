/** The delivery log as `GET /api/admin/deliveries` answers it. */
export interface DeliveryAttempt {
  attempt: number;
  url: string;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  response: string | null;
}

export interface Delivery {
  id: string;
  webhookId: string;
  email: string;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  body: Record<string, unknown>;
  attemptLog: DeliveryAttempt[];
}

export interface DeliveryPage {
  items: Delivery[];
  total: number;
  page: number;
  pageSize: number;
}

export const PAGE_SIZE = 20;

/** Local date and time, to the second, for the owner's reading. */
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** One attempt in words: "200 in 35 ms" or "ECONNREFUSED after 3 ms". */
export function attemptText(a: DeliveryAttempt): string {
  return a.statusCode !== null
    ? `${a.statusCode} in ${a.durationMs} ms`
    : `${a.error ?? 'failed'} after ${a.durationMs} ms`;
}
