import {
  defaultConfig,
  languageOfPath,
  smsConsentOf,
  type Capture,
  type CaptureLeadInput,
  type FormType,
  type WizardRoute,
} from '@pw/funnel';
import { browserStore, type KeyValueStore } from './browser-storage';
import { CaptureError, postCapture } from './capture-client';
import { CaptureOutbox, type SendCapture } from './capture-outbox';
import { toast } from '../toast/toast-store';
import { mirrorCapture } from './lead-storage';
import { newId as randomId } from './new-id';
import { referrerHostOf, visitIdOf } from './visit-id';

/** The toast's title when a queued capture's promotion code was left out by the server (decision 0268). */
const CODE_NOT_APPLIED = 'Promotion code not applied';

/** What a chart's `captureLead` actor is invoked with (@pw/funnel's input), plus which form it came from. */
export type FormCaptureInput = CaptureLeadInput & {
  /** The form the capture comes from; the wizard's when left out. */
  readonly formType?: FormType;
  /** The booking modal's honeypot: a bot that fills it is quietly ignored by the server. */
  readonly website?: string;
};

export interface LeadCaptureDeps {
  store?: KeyValueStore;
  send?: SendCapture;
  /** The page address: `href` is the capture's source, `search` its query string. */
  location?: { href: string; search: string };
  /** The page that sent the prospect here (`document.referrer`); only another site's host is kept. */
  referrer?: string;
  now?: () => Date;
  newId?: () => string;
  log?: (message: string, detail?: unknown) => void;
  /** Shows the prospect a sentence about a queued capture (default: a toast). */
  tell?: (message: string) => void;
}

/**
 * A capture sent (`queued: false`) or queued: with a new booking's manage-link token, and the server's
 * itemized quote when the stage priced one (the wizard's result shows it, decision 0249).
 */
export interface CaptureSent {
  queued: boolean;
  manageToken?: string;
  itemized?: unknown;
}

export interface LeadCapture {
  /**
   * The `captureLead` actor's body: resolves once the capture is sent (`queued: false`) or safely queued
   * because the server could not be reached (`queued: true`).
   */
  captureLead(input: FormCaptureInput): Promise<CaptureSent>;
  /**
   * The `recordView` action's body: sends the analytics-only `screen_viewed` event for a wizard screen
   * (decision 0122), with no fields and without touching the mirrored lead. Best effort: never queued
   * in the outbox, never throws.
   */
  recordView(route: WizardRoute): void;
  outbox: CaptureOutbox;
  /** Re-sends queued captures now, on `online` and every `intervalMs`; returns a stop function. */
  startSync(intervalMs?: number): () => void;
}

/**
 * The browser's one capture client, for the wizard and the booking modal alike (same outbox, same visit
 * id). The side of "never lose a prospect's input": each wizard capture is mirrored into storage, then sent;
 * when the server cannot be reached it waits in the outbox (behind any older capture, so order holds)
 * and the flow goes on (the chart is told it was only queued). Only a refusal the prospect can act on
 * (a slot taken or refused) or a bad request rejects.
 */
export function createLeadCapture(deps: LeadCaptureDeps = {}): LeadCapture {
  const store = deps.store ?? browserStore();
  const send = deps.send ?? ((capture: Capture) => postCapture(capture));
  const location = deps.location ?? globalThis.location;
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? randomId;
  const log = deps.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const tell = deps.tell ?? ((description: string) => toast({ title: CODE_NOT_APPLIED, description }));
  const outbox = new CaptureOutbox(store, send, log, tell);
  // What an earlier page wrote down and never settled is queued before anything of this page's.
  outbox.adoptHeld();
  const referrer = referrerHostOf(store, deps.referrer ?? globalThis.document?.referrer ?? '', location.href);

  /** Captures are sent one after another, so the server sees the stages in the order they happened. */
  let chain: Promise<unknown> = Promise.resolve();

  function build(input: FormCaptureInput): Capture {
    // The page's language (`/es/...` is Spanish): the lead's latest one, for every later message.
    const language = languageOfPath(new URL(location.href, 'http://localhost').pathname);
    return {
      captureId: newId(),
      visitId: visitIdOf(store, newId),
      formType: input.formType ?? 'onboarding',
      stage: input.stage,
      currentStep: input.currentStep,
      fields: input.fields,
      source: location.href,
      querystring: location.search,
      language,
      timestamp: now().toISOString(),
      // The box's state with the version of the wording the page showed, in its language (the server
      // knows the wordings of both, decision 0321).
      ...(input.smsConsent === undefined
        ? {}
        : { consent: smsConsentOf(input.smsConsent, defaultConfig, language) }),
      ...(input.website ? { website: input.website } : {}),
      ...(referrer ? { referrer } : {}),
    };
  }

  function enqueue(capture: Capture): Promise<CaptureSent> {
    outbox.hold(capture);
    const run = chain.then(() => deliver(capture)).finally(() => outbox.release(capture.captureId));
    chain = run.catch(() => {});
    return run;
  }

  function captureLead(input: FormCaptureInput): Promise<CaptureSent> {
    const capture = build(input);
    // Only the wizard resumes from the spec's storage keys; a booking modal lead must not become its state.
    if (capture.formType === 'onboarding') mirrorCapture(store, capture);
    return enqueue(capture);
  }

  function recordView(route: WizardRoute): void {
    const view = build({ stage: 'screen_viewed', currentStep: route, fields: {} });
    const run = chain.then(() => deliverView(view));
    chain = run.catch(() => {});
    run.catch((err: unknown) => log('Screen view not recorded', err));
  }

  /**
   * A view is best effort: it goes in order with the captures, but while the server is away it is
   * dropped, not queued, so the outbox holds only what the prospect gave.
   */
  async function deliverView(view: Capture): Promise<void> {
    if (outbox.size > 0) return;
    const outcome = await send(view);
    if (outcome !== 'sent') log('Screen view not recorded', outcome);
  }

  async function deliver(capture: Capture): Promise<CaptureSent> {
    if (outbox.size > 0 && (await outbox.flush()) > 0) {
      outbox.enqueue(capture);
      return { queued: true };
    }
    const outcome = await send(capture);
    if (outcome === 'unreachable') {
      log('Capture queued until the server answers', capture.stage);
      outbox.enqueue(capture);
      return { queued: true };
    }
    if (outcome === 'rejected') throw new CaptureError('rejected', 'The server refused the capture');
    if (outcome === 'sent') return { queued: false };
    if ('code' in outcome) throw new CaptureError(outcome.code, outcome.message);
    if ('slot' in outcome) throw new CaptureError(outcome.slot, outcome.message);
    const { sent: _sent, ...given } = outcome;
    return { queued: false, ...given };
  }

  function startSync(intervalMs = 15_000): () => void {
    const flush = () => void outbox.flush();
    flush();
    globalThis.addEventListener?.('online', flush);
    const timer = setInterval(() => {
      if (outbox.size > 0) flush();
    }, intervalMs);
    return () => {
      globalThis.removeEventListener?.('online', flush);
      clearInterval(timer);
    };
  }

  return { captureLead, recordView, outbox, startSync };
}

let shared: LeadCapture | undefined;

/**
 * The page's one capture client, created on first use; its outbox is synced for the page's lifetime,
 * so a capture queued by a modal that has since closed still reaches the server.
 */
export function sharedLeadCapture(): LeadCapture {
  if (!shared) {
    shared = createLeadCapture();
    shared.startSync();
  }
  return shared;
}
