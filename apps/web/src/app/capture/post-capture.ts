/**
 * The browser side of a capture: one step of a lead, POSTed to the server's `POST /api/captures`.
 * Shape follows @pw/funnel's `Capture` (swap this interface for `type Capture` once it lands).
 */
export interface CaptureFields {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  propertyType?: string;
  serviceNeeded?: string;
  notes?: string;
}

export interface Capture {
  captureId: string;
  visitId: string;
  formType: 'onboarding' | 'bookingModal';
  stage: string;
  currentStep: string;
  fields: CaptureFields;
  source: string;
  querystring: string;
  timestamp: string;
  website?: string;
}

const VISIT_KEY = 'pw_visit_id';

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The anonymous id of this browser's visit, kept in localStorage so later steps join the same lead. */
export function getVisitId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const existing = storage?.getItem(VISIT_KEY);
    if (existing) return existing;
    const id = randomId();
    storage?.setItem(VISIT_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** Builds a capture for the current page (source, query string, clock read here, not in the domain). */
export function buildCapture(
  input: Pick<Capture, 'formType' | 'stage' | 'currentStep' | 'fields'> & { website?: string },
  now: Date = new Date(),
): Capture {
  const fields = Object.fromEntries(
    Object.entries(input.fields).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as CaptureFields;
  return {
    captureId: randomId(),
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
