import type { Capture, FormType, LeadFields, Stage } from '@pw/funnel';

/**
 * The browser side of a capture: one step of a lead, POSTed to the server's `POST /api/captures`
 * (validated there with @pw/funnel's CaptureSchema). Shared by the booking modal and anything else
 * that captures without the wizard's outbox.
 */
export type { Capture };

const VISIT_KEY = 'pw_visit_id';

/** A random v4 UUID (crypto.randomUUID is missing on plain-http origins other than localhost). */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The anonymous id of this browser's visit, kept in localStorage so later steps join the same lead. */
export function getVisitId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(VISIT_KEY);
    if (existing) return existing;
    const id = uuid();
    storage?.setItem(VISIT_KEY, id);
    return id;
  } catch {
    return uuid();
  }
}

/** Builds a capture for the current page (source, query string and clock are read here). */
export function buildCapture(
  input: { formType: FormType; stage: Stage; currentStep: string; fields: LeadFields; website?: string },
  now: Date = new Date(),
): Capture {
  const fields = Object.fromEntries(
    Object.entries(input.fields).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as LeadFields;
  return {
    captureId: uuid(),
    visitId: getVisitId(),
    formType: input.formType,
    stage: input.stage,
    currentStep: input.currentStep,
    fields,
    source: window.location.href,
    querystring: window.location.search,
    timestamp: now.toISOString(),
    ...(input.website ? { website: input.website } : {}),
  };
}

/** POSTs one capture; throws when the server does not accept it. */
export async function postCapture(capture: Capture, fetchImpl: typeof fetch = fetch): Promise<void> {
  const response = await fetchImpl('/api/captures', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(capture),
  });
  if (!response.ok) throw new Error(`capture rejected: ${response.status}`);
}
