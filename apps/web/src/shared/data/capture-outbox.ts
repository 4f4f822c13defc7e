import type { Capture } from '@pw/funnel';
import { readJson, writeJson, type KeyValueStore } from './browser-storage';

/** Our own key: captures the server has not acknowledged yet, oldest first. */
export const OUTBOX_KEY = 'pw_capture_outbox';
/**
 * Our own key: captures made on this page and not yet settled (waiting their turn or on the wire). A page
 * left before they settle (a link, a closed tab) leaves them here; the next page moves them to the outbox.
 */
export const HELD_KEY = 'pw_capture_held';

const listAt = (store: KeyValueStore, key: string): Capture[] => {
  const items = readJson<unknown>(store, key, []);
  return Array.isArray(items) ? (items as Capture[]) : [];
};

/** Whether this browser holds captures the server has not acknowledged (cheap: no client is built). */
export function hasQueuedCaptures(store: KeyValueStore): boolean {
  return listAt(store, OUTBOX_KEY).length > 0 || listAt(store, HELD_KEY).length > 0;
}

/** What sending one capture came to; a refused slot carries the server's reason. */
export type SendOutcome =
  | 'sent'
  | 'unreachable'
  | 'rejected'
  | { slot: 'slot_taken' | 'slot_refused'; message: string }
  /** The promotion code refused (`code_refused`), or the address outside the area (`out_of_service_area`). */
  | { code: 'code_refused' | 'out_of_service_area'; message: string }
  /**
   * Sent, and the server gave the new booking's private manage-link token, its itemized quote, or (for a
   * capture sent late) the sentence saying its promotion code was refused and left out (decision 0268).
   */
  | { sent: true; manageToken?: string; itemized?: unknown; codeNotApplied?: string };

/** Did the server take the capture? */
export const wasSent = (outcome: SendOutcome): boolean =>
  outcome === 'sent' || (typeof outcome === 'object' && 'sent' in outcome);

export type SendCapture = (capture: Capture) => Promise<SendOutcome>;

/**
 * A browser outbox: captures that could not reach the server wait here (in localStorage, so they
 * survive a reload or a closed tab) and are re-sent in order, with their own capture id, so the server
 * can recognise a retry. Only one flush runs at a time.
 */
export class CaptureOutbox {
  private flushing: Promise<number> | null = null;

  constructor(
    private readonly store: KeyValueStore,
    private readonly send: SendCapture,
    private readonly log: (message: string, detail?: unknown) => void = () => {},
    /** Tells the prospect what the server changed in a queued capture (its refused code left out). */
    private readonly tell: (message: string) => void = () => {},
  ) {}

  list(): Capture[] {
    return listAt(this.store, OUTBOX_KEY);
  }

  get size(): number {
    return this.list().length;
  }

  enqueue(capture: Capture): void {
    const items = this.list();
    if (!items.some((c) => c.captureId === capture.captureId)) items.push(capture);
    writeJson(this.store, OUTBOX_KEY, items);
  }

  /**
   * Writes a capture down before it is sent (a write-ahead): captures go one after another, so one can
   * wait its turn while the prospect follows a link, and a fetch not yet started dies with the page.
   */
  hold(capture: Capture): void {
    writeJson(this.store, HELD_KEY, [...listAt(this.store, HELD_KEY), capture]);
  }

  /** The held capture settled: sent, refused, or queued in the outbox. */
  release(captureId: string): void {
    this.strike(HELD_KEY, captureId);
  }

  /**
   * A new page's first step: captures an earlier page held and never settled join the outbox, after what
   * was already queued (the page sent in order, so they are the younger). One that did reach the server
   * is recognised there by its capture id. Another tab's capture still on the wire can be moved too; the
   * server's duplicate check keeps that harmless.
   */
  adoptHeld(): void {
    const held = listAt(this.store, HELD_KEY);
    if (held.length === 0) return;
    for (const capture of held) this.enqueue(capture);
    this.store.removeItem(HELD_KEY);
  }

  /** Takes the capture `captureId` off the list at `key` (the outbox, or the held captures). */
  private strike(key: string, captureId: string): void {
    writeJson(
      this.store,
      key,
      listAt(this.store, key).filter((c) => c.captureId !== captureId),
    );
  }

  /**
   * Sends the waiting captures in order and stops at the first the server cannot take yet. A capture the
   * server refuses for good (4xx, or a slot taken meanwhile) is dropped: re-sending would never succeed.
   * Resolves with how many are still waiting.
   */
  flush(): Promise<number> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<number> {
    let told: string | undefined;
    for (let next = this.list()[0]; next; next = this.list()[0]) {
      // Marked deferred: a booking that proves taken now becomes a request to call back (decision 0130),
      // and a refused promotion code is left out rather than the capture refused (decision 0268).
      const outcome = await this.send({ ...next, deferred: true }).catch(() => 'unreachable' as const);
      if (outcome === 'unreachable') break;
      if (!wasSent(outcome)) this.log('Queued capture dropped', { stage: next.stage, outcome });
      if (typeof outcome === 'object' && 'sent' in outcome && outcome.codeNotApplied)
        told = outcome.codeNotApplied;
      this.strike(OUTBOX_KEY, next.captureId);
    }
    // Once per flush: every later capture of the visit carried the same code.
    if (told) this.tell(told);
    return this.size;
  }
}
