import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { defaultConfig } from '../config/funnel-config.js';
import { FakeActors } from '../machines/testing/fake-actors.testkit.js';
import { Coverage, handledEvents, modelPaths, replay } from '../machines/testing/model-replay.testkit.js';
import { followUpTimingOf, sameBusinessDay, withinSendHours } from './follow-up-timing.js';
import { followUpDueAt, followUpMachine, type FollowUpContext } from './follow-up.machine.js';

const timing = followUpTimingOf(defaultConfig);
// Saturday 7 March 2026, 7:50 pm in New York, the evening before the clock springs forward.
const input = { timing, now: new Date('2026-03-08T00:50:00Z') };
const later = (ctx: FollowUpContext, minutes: number) => new Date(ctx.now.getTime() + minutes * 60_000);

/** What can happen to a lead in each state: captures, a booking, a withdrawal, the owner's mark. */
function eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const ctx = snapshot.context as FollowUpContext;
  return [
    { type: 'lead.captured', at: later(ctx, 5), reachable: true },
    { type: 'lead.captured', at: later(ctx, 5), reachable: false },
    { type: 'lead.booked', at: later(ctx, 1) },
    { type: 'consent.withdrawn', at: later(ctx, 1) },
    { type: 'owner.marked', at: later(ctx, 1) },
    { type: 'lead.waitlisted', at: later(ctx, 1) },
    { type: 'xstate.after.nextMessage.followUp.waiting' },
    { type: 'xstate.after.nextMessage.followUp.following' },
  ];
}

const stateKey = (s: AnyMachineSnapshot) => {
  const c = s.context as FollowUpContext;
  return JSON.stringify({ value: s.value as unknown, sent: c.sent, stop: c.stopReason });
};

describe('followUp model', () => {
  it('replays every path: at most three messages, in hours, one a day, none after a stop', async () => {
    const coverage = new Coverage(followUpMachine);
    const { paths, stateCount } = modelPaths(followUpMachine, {
      input,
      events: eventsFor,
      // A stopped sequence is done: it takes no event at all.
      filterEvents: (s, e) =>
        s.status !== 'done' &&
        (handledEvents(s).has(e.type) ||
          (e.type.startsWith('xstate.after.') && e.type.endsWith(String(s.value)))),
      serializeState: stateKey,
    });
    for (const path of paths) {
      const sent: Date[] = [];
      const machine = followUpMachine.provide({
        actions: {
          sendFollowUp: ({ context }, params: { step: number }) => {
            expect(params.step).toBe(sent.length);
            sent.push(followUpDueAt(context));
          },
        },
      });
      await replay(path, {
        machine,
        input,
        fakes: new FakeActors(),
        coverage,
        delayOf: (_, s) => {
          const ctx = s.context as FollowUpContext;
          return followUpDueAt(ctx).getTime() - ctx.now.getTime();
        },
        check: (actual, expected, event, before) => {
          expect(stateKey(actual)).toBe(stateKey(expected));
          const ctx = actual.context as FollowUpContext;
          expect(ctx.sent).toBe(sent.length);
          expect(sent.length).toBeLessThanOrEqual(3);
          for (const at of sent) expect(withinSendHours(at, timing)).toBe(true);
          sent
            .slice(1)
            .forEach((at, i) => expect(sameBusinessDay(at, sent[i]!, timing.timeZone)).toBe(false));
          if (event.type === 'lead.booked') expect(ctx.stopReason).toBe('booked');
          if (event.type === 'lead.captured' && before.matches('following'))
            expect(ctx.stopReason).toBe('recovered');
          if (event.type === 'lead.captured' && before.matches('waiting'))
            expect(ctx.stoppedAt).toEqual(event.at);
          if (actual.matches('stopped')) expect(actual.status).toBe('done');
        },
      });
    }
    const report = coverage.report();
    console.log(`${report.line} — ${stateCount} model states, ${paths.length} paths (one per edge)`);
    expect(report.missing).toEqual([]);
  }, 120_000);

  it('sends the three messages at 15 minutes, a day and three days, each kept to 8 am-8 pm', async () => {
    const sent: string[] = [];
    const machine = followUpMachine.provide({
      actions: { sendFollowUp: ({ context }) => void sent.push(followUpDueAt(context).toISOString()) },
    });
    const path = {
      steps: [
        { type: 'lead.captured', at: input.now, reachable: true },
        { type: 'xstate.after.nextMessage.followUp.waiting' },
        { type: 'xstate.after.nextMessage.followUp.following' },
        { type: 'xstate.after.nextMessage.followUp.following' },
      ].map((event) => ({ event, state: {} as AnyMachineSnapshot })),
    };
    const last = await replay(path as never, {
      machine,
      input,
      fakes: new FakeActors(),
      coverage: new Coverage(followUpMachine),
      delayOf: (_, s) =>
        followUpDueAt(s.context as FollowUpContext).getTime() - (s.context as FollowUpContext).now.getTime(),
      check: () => {},
    });
    // 7:50 pm EST Saturday: the 15-minute message waits for 8 am Sunday, EDT from 3 am that night (12:00
    // UTC); a day later is 8:50 pm EDT Sunday, so 8 am Monday; three days later 8:50 pm Tuesday, so Wednesday.
    expect(sent).toEqual([
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
      '2026-03-11T12:00:00.000Z',
    ]);
    expect((last.context as FollowUpContext).stopReason).toBe('sequenceDone');
  });
});
