import {
  languageOfPath,
  readApiError,
  ResumeAnswerSchema,
  type ApiPath,
  type ResumeAnswer,
  type ResumeOpen,
} from '@pw/funnel';
import { browserStore, type KeyValueStore } from '../../shared/data/browser-storage';
import { mirrorCapture } from '../../shared/data/lead-storage';
import { newId } from '../../shared/data/new-id';
import { referrerHostOf, visitIdOf } from '../../shared/data/visit-id';

/** The API path a resume link's page opens the link on (decision 0234). */
const RESUME_URL = '/api/resume' satisfies ApiPath<'POST'>;

/**
 * The link's quote, or why not: `refused` (the server's code and sentence, in English) or
 * `unreachable` (no answer, or a broken one); the page says either in its language (`ResumeLinkNotice`).
 */
export type ResumeOutcome =
  | { ok: true; answer: ResumeAnswer }
  | { ok: false; problem: 'refused'; code: string; message: string }
  | { ok: false; problem: 'unreachable' };

const UNREACHABLE = { ok: false, problem: 'unreachable' } as const;

export interface ResumeDeps {
  fetch?: typeof fetch;
  store?: KeyValueStore;
  location?: { href: string; origin: string; pathname: string; search: string };
  referrer?: string;
  now?: () => Date;
}

/**
 * Opens a resume link's token for this browser's visit: the server records the opening as this visit's
 * capture (`resumed_from_link`) and answers the lead's answers, step, quote, sizes, add-ons and code, which
 * are then mirrored into storage as any capture's are, so a reload keeps them.
 */
export async function openResumeLink(token: string, deps: ResumeDeps = {}): Promise<ResumeOutcome> {
  const store = deps.store ?? browserStore();
  const location = deps.location ?? globalThis.location;
  const now = (deps.now ?? (() => new Date()))();
  // The page's address without its fragment: the token is no part of what the capture records.
  const source = `${location.origin}${location.pathname}${location.search}`;
  const referrer = referrerHostOf(store, deps.referrer ?? globalThis.document?.referrer ?? '', source);
  const body: ResumeOpen = {
    token,
    captureId: newId(),
    visitId: visitIdOf(store),
    source,
    querystring: location.search,
    timestamp: now.toISOString(),
    // The link's language (`/es/onboarding/resume` is Spanish): the lead's latest, as any capture's.
    language: languageOfPath(location.pathname),
    ...(referrer ? { referrer } : {}),
  };
  let response: Response;
  try {
    response = await (deps.fetch ?? ((...args) => fetch(...args)))(RESUME_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return UNREACHABLE;
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status >= 500) return UNREACHABLE;
    const { error, message } = readApiError(json, response.status);
    return { ok: false, problem: 'refused', code: error, message };
  }
  const parsed = ResumeAnswerSchema.safeParse(json);
  if (!parsed.success) return UNREACHABLE;
  const { choices } = parsed.data;
  mirrorCapture(store, {
    stage: 'resumed_from_link',
    fields: {
      ...parsed.data.answers,
      ...(choices ? { sizes: choices.sizes, addOns: choices.addOns, promotionCode: choices.code } : {}),
    },
    timestamp: body.timestamp,
    source,
  });
  return { ok: true, answer: parsed.data };
}
