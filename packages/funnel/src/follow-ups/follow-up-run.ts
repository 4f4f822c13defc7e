/**
 * The follow-up chart driven from stored rows (issue 20, decision 0240): the server keeps one row per
 * lead (`StoredFollowUp`, its durable timer) and moves it only through `followUpMachine`, so the rules stay
 * the chart's. Each move answers the new row, when it is next due (null once nothing more will go) and
 * the message step the move sends, if any. Pure: the instant and the timing are arguments.
 */
import { createActor, type ActorScope, type EventObject, type ExecutableActionsFrom } from 'xstate';
import { NOT_A_PROSPECT_CAPTURE } from '../lead/lead-contact.js';
import type { Lead } from '../lead/lead.js';
import type { Stage } from '../lead/stages.js';
import { nextSendAt, type FollowUpTiming } from './follow-up-timing.js';
import {
  followUpDueAt,
  followUpMachine,
  type FollowUpEvent,
  type FollowUpStopReason,
} from './follow-up.machine.js';

export const FOLLOW_UP_STATES = ['unreachable', 'waiting', 'following', 'stopped'] as const;
export type FollowUpStateName = (typeof FOLLOW_UP_STATES)[number];

/** A lead's sequence as a row holds it. Instants are ISO texts. */
export interface StoredFollowUp {
  state: FollowUpStateName;
  sent: number;
  stoppedAt: string;
  lastSentAt: string | null;
  stopReason: FollowUpStopReason | null;
}

export interface FollowUpMove {
  stored: StoredFollowUp;
  /** When the next message is due; null when none will go (not reachable yet, or stopped for good). */
  dueAt: Date | null;
  /** The step (0-based) this move sends, or null. */
  send: number | null;
}

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

type FollowUpSnapshot = ReturnType<typeof followUpMachine.resolveState>;
type FollowUpAction = ExecutableActionsFrom<typeof followUpMachine>;
let inert: ActorScope<FollowUpSnapshot, FollowUpEvent> | undefined;

/**
 * xstate's pure `transition(followUpMachine, snapshot, event)`, with one inert scope for every move: the
 * chart's answer and the actions it would run, none run. xstate's own makes a scope per call, an actor
 * and its initial snapshot, three quarters of a move's cost on every capture (decision 0314). Nothing
 * in the scope is kept between moves: its actions go to the caller's list, and the chart spawns nothing.
 */
function transition(
  snapshot: FollowUpSnapshot,
  event: FollowUpEvent,
  input: { timing: FollowUpTiming; now: Date },
): [FollowUpSnapshot, FollowUpAction[]] {
  inert ??= (() => {
    const self = createActor(followUpMachine, { input });
    const none = () => {};
    const scope = { self, id: '', sessionId: '', logger: none, defer: none, emit: none, stopChild: none };
    return { ...scope, system: self.system, actionExecutor: none };
  })();
  const actions: FollowUpAction[] = [];
  const next = followUpMachine.transition(snapshot, event, {
    ...inert,
    actionExecutor: (action) => void actions.push(action as FollowUpAction),
  });
  return [next, actions];
}

function snapshotOf(stored: StoredFollowUp, timing: FollowUpTiming, now: Date) {
  return followUpMachine.resolveState({
    value: stored.state,
    context: {
      timing,
      now,
      stoppedAt: new Date(stored.stoppedAt),
      sent: stored.sent,
      lastSentAt: toDate(stored.lastSentAt),
      stopReason: stored.stopReason,
    },
  });
}

/** The chart's answer to `event` over `stored` (a lead without a row starts unreachable). */
function step(
  stored: StoredFollowUp | null,
  event: EventObject,
  timing: FollowUpTiming,
  now: Date,
): FollowUpMove {
  const from = stored ?? {
    state: 'unreachable',
    sent: 0,
    stoppedAt: now.toISOString(),
    lastSentAt: null,
    stopReason: null,
  };
  const [next, actions] = transition(snapshotOf(from, timing, now), event as FollowUpEvent, { timing, now });
  const sendAction = actions.find((a) => a.type === 'sendFollowUp');
  const state = next.value;
  const c = next.context;
  return {
    stored: {
      state,
      sent: c.sent,
      stoppedAt: c.stoppedAt.toISOString(),
      lastSentAt: c.lastSentAt?.toISOString() ?? null,
      stopReason: c.stopReason,
    },
    dueAt: state === 'waiting' || state === 'following' ? followUpDueAt(c) : null,
    send: sendAction ? (sendAction.params as { step: number }).step : null,
  };
}

/** Moves a sequence on an event of its lead (a capture, a booking, a withdrawal, the owner's mark). */
export function followUpOn(
  stored: StoredFollowUp | null,
  event: FollowUpEvent,
  timing: FollowUpTiming,
): FollowUpMove {
  return step(stored, event, timing, event.at);
}

/**
 * Fires a sequence's timer at `now`: the chart sends its next message (or stops when none is left). The
 * chart dates a message at its due time; a timer fired later (a server that was down) sent it at `now`,
 * so that is kept as its time, and the next due time counts one a day from it.
 */
export function followUpFire(stored: StoredFollowUp, now: Date, timing: FollowUpTiming): FollowUpMove {
  const move = step(stored, { type: `xstate.after.nextMessage.followUp.${stored.state}` }, timing, now);
  if (move.send === null) return move;
  const fired = { ...move.stored, lastSentAt: now.toISOString() };
  const dueAt =
    move.dueAt &&
    nextSendAt({ stoppedAt: new Date(fired.stoppedAt), step: fired.sent, lastSentAt: now, timing });
  return { ...move, stored: fired, dueAt };
}

/**
 * When a due sequence may actually send, claimed at `now`: its due time with the timing as it is now (the
 * owner may have changed the delays), or, when that has passed outside the sending hours or on the day of
 * the last message (a server that was down), the next opening the timing rules allow. Null: not running.
 */
export function followUpSendableAt(stored: StoredFollowUp, now: Date, timing: FollowUpTiming): Date | null {
  if (stored.state !== 'waiting' && stored.state !== 'following') return null;
  const lastSentAt = toDate(stored.lastSentAt);
  const due = nextSendAt({ stoppedAt: new Date(stored.stoppedAt), step: stored.sent, lastSentAt, timing });
  return due > now ? due : sendableFrom(now, lastSentAt, timing);
}

/**
 * The first instant from `now` a message may go to a person last messaged at `lastSentAt`: `now` itself
 * inside the hours and on another business day, else the next opening the timing rules allow.
 */
export function sendableFrom(now: Date, lastSentAt: Date | null, timing: FollowUpTiming): Date {
  return nextSendAt({ stoppedAt: now, step: 0, lastSentAt, timing: { ...timing, delaysMinutes: [0, 0, 0] } });
}

/**
 * What a recorded capture says to the sequence of its lead (the lead as folded with it): a booked
 * appointment is `lead.booked`; joining the waitlist (outside the service area) is `lead.waitlisted`; any other capture of the prospect's own is `lead.captured`, reachable when
 * the lead has an e-mail. The owner's test data says nothing.
 */
export function followUpEventOf(
  stage: Stage,
  lead: Pick<Lead, 'email' | 'appointmentDate' | 'appointmentStatus'>,
  at: Date,
): FollowUpEvent | null {
  if (NOT_A_PROSPECT_CAPTURE.includes(stage)) return null;
  if (stage === 'waitlist_joined') return { type: 'lead.waitlisted', at };
  if (lead.appointmentDate !== null && lead.appointmentStatus !== 'cancelled')
    return { type: 'lead.booked', at };
  return { type: 'lead.captured', at, reachable: lead.email.trim() !== '' };
}
