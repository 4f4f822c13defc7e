/**
 * The follow-up policy (issue 20, decision 0222) as a chart: a reachable lead that stops (no capture for
 * the first delay, not booked) gets up to three messages, each at `nextSendAt` (the owner's delays, the
 * business's 8 am-8 pm, one a business day). It stops for good when the prospect books, comes back after a
 * message and captures again, withdraws consent (STOP, the unsubscribe link), or the owner marks the lead.
 * Pure: every event carries its instant (`at`); the `nextMessage` delay is computed from them, and the
 * `sendFollowUp` action is the seam where a message would be handed to a channel.
 */
import { assign, setup } from 'xstate';
import { FOLLOW_UP_STEPS, nextSendAt, type FollowUpTiming } from './follow-up-timing.js';

export type FollowUpStopReason =
  'booked' | 'recovered' | 'withdrawn' | 'owner' | 'sequenceDone' | 'waitlisted';

export interface FollowUpContext {
  timing: FollowUpTiming;
  /** The instant of the latest event: the chart's clock. */
  now: Date;
  /** The lead's latest capture: the sequence counts from it. */
  stoppedAt: Date;
  /** Messages sent so far (0 to 3). */
  sent: number;
  lastSentAt: Date | null;
  stopReason: FollowUpStopReason | null;
}

export type FollowUpEvent =
  /** A capture of the lead: `reachable` once it carries a way to reach the prospect. */
  | { type: 'lead.captured'; at: Date; reachable: boolean }
  | { type: 'lead.booked'; at: Date }
  /** STOP or the unsubscribe link: the prospect withdrew consent. */
  | { type: 'consent.withdrawn'; at: Date }
  /** The owner marked the lead contacted, won or lost. */
  | { type: 'owner.marked'; at: Date }
  /** The prospect, outside the service area, joined the waitlist: no quote to come back to (decision 0244). */
  | { type: 'lead.waitlisted'; at: Date };

export interface FollowUpInput {
  timing: FollowUpTiming;
  now: Date;
}

/** When the next message is due, for the context as it is (the durable timer's due time). */
export function followUpDueAt(context: FollowUpContext): Date {
  return nextSendAt({
    stoppedAt: context.stoppedAt,
    step: context.sent,
    lastSentAt: context.lastSentAt,
    timing: context.timing,
  });
}

const stop = (reason: FollowUpStopReason) => ({ type: 'stopWith', params: { reason } }) as const;

export const followUpMachine = setup({
  types: {
    context: {} as FollowUpContext,
    events: {} as FollowUpEvent,
    input: {} as FollowUpInput,
  },
  actions: {
    /** The seam: hand message `step` (0-based) to a channel. The server provides it; pure by default. */
    sendFollowUp: (_, _params: { step: number }) => {},
    noteEvent: assign({ now: ({ event }) => event.at }),
    restartFromCapture: assign({ stoppedAt: ({ event }) => event.at, now: ({ event }) => event.at }),
    countMessage: assign(({ context }) => {
      const at = followUpDueAt(context);
      return { sent: context.sent + 1, lastSentAt: at, now: at };
    }),
    stopWith: assign({ stopReason: (_, params: { reason: FollowUpStopReason }) => params.reason }),
  },
  guards: {
    isReachable: ({ event }) => event.type === 'lead.captured' && event.reachable,
    hasMessageLeft: ({ context }) => context.sent < FOLLOW_UP_STEPS - 1,
  },
  delays: {
    /** Until the next message: its `nextSendAt` less the chart's clock. */
    nextMessage: ({ context }) => Math.max(0, followUpDueAt(context).getTime() - context.now.getTime()),
  },
}).createMachine({
  id: 'followUp',
  description:
    "Up to three follow-ups for a lead that stopped: at the owner's delays, 8 am-8 pm on the business's clock, one a day; stops for good on a booking, a return, a withdrawal, an owner's mark or joining the waitlist.",
  context: ({ input }) => ({
    timing: input.timing,
    now: input.now,
    stoppedAt: input.now,
    sent: 0,
    lastSentAt: null,
    stopReason: null,
  }),
  initial: 'unreachable',
  on: {
    'lead.booked': { target: '.stopped', actions: ['noteEvent', stop('booked')] },
    'consent.withdrawn': { target: '.stopped', actions: ['noteEvent', stop('withdrawn')] },
    'owner.marked': { target: '.stopped', actions: ['noteEvent', stop('owner')] },
    'lead.waitlisted': { target: '.stopped', actions: ['noteEvent', stop('waitlisted')] },
  },
  states: {
    unreachable: {
      description: 'No way to reach the prospect yet: nothing to follow up.',
      on: { 'lead.captured': { guard: 'isReachable', target: 'waiting', actions: 'restartFromCapture' } },
    },
    waiting: {
      description:
        'Before the first message: each capture restarts the wait (the prospect is still going); the first message goes when the lead has stopped for the first delay.',
      on: { 'lead.captured': { target: 'waiting', reenter: true, actions: 'restartFromCapture' } },
      after: {
        nextMessage: {
          target: 'following',
          actions: [
            { type: 'sendFollowUp', params: ({ context }) => ({ step: context.sent }) },
            'countMessage',
          ],
        },
      },
    },
    following: {
      description:
        'One or two messages sent; the next waits for its delay. A capture now is the prospect coming back: the sequence has done its job.',
      on: { 'lead.captured': { target: 'stopped', actions: ['noteEvent', stop('recovered')] } },
      after: {
        nextMessage: [
          {
            guard: 'hasMessageLeft',
            target: 'following',
            reenter: true,
            actions: [
              { type: 'sendFollowUp', params: ({ context }) => ({ step: context.sent }) },
              'countMessage',
            ],
          },
          {
            target: 'stopped',
            actions: [
              { type: 'sendFollowUp', params: ({ context }) => ({ step: context.sent }) },
              'countMessage',
              stop('sequenceDone'),
            ],
          },
        ],
      },
    },
    stopped: {
      description:
        'For good: booked, came back, withdrew, marked by the owner, joined the waitlist, or three messages sent.',
      type: 'final',
    },
  },
});
