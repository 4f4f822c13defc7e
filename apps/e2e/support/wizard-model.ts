/**
 * The wizard's model for the model-based browser test (onboarding-model.e2e.ts): the chart restricted to
 * what its screens offer, its adjacency map and the paths planned over it, and what the run covered.
 */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import {
  addDaysTo,
  availabilityRules,
  blockedDays,
  bookingWindow,
  defaultConfig,
  isDaySelectable,
  isValidEmail,
  openSlotsOn,
  onboardingWizardMachine,
  wizardRouteOf,
  type FunnelConfig,
  type OnboardingWizardContext,
} from '@pw/funnel';

export type E = AnyEventObject;
export type S = AnyMachineSnapshot;

/*
 * The model: the wizard chart, restricted to what its screens offer (a user action per event) plus the
 * actors' answers, which the real server gives by itself. The quote progress is one tick in the model
 * (the browser runs its clock 16 s for it); the scheduler's day is the first one open.
 */
const now = new Date();
const config: FunnelConfig = {
  ...defaultConfig,
  quoteProgress: { ...defaultConfig.quoteProgress, step: 100 },
};
// The first day open by the business's rules (its zone, notice and the demo blocked days).
const rules = availabilityRules(undefined, config);
const window = bookingWindow(now, rules);
const blocked = blockedDays(now, rules, window.first, window.last);
let DAY = window.first;
while (!isDaySelectable(DAY, now, rules, blocked)) DAY = addDaysTo(DAY, 1);
const SLOT = openSlotsOn(DAY, now, rules)[0]!;
const change = (field: string, value: string): E => ({ type: 'field.change', field, value });

function eventsFor(s: S): E[] {
  const ctx = s.context as OnboardingWizardContext;
  const route = wizardRouteOf(s as never);
  const nav: E[] = [{ type: 'wizard.next' }, { type: 'wizard.back' }];
  switch (route) {
    case 'welcome':
      return [{ type: 'wizard.next' }];
    case 'name':
      return [...nav, change('name', ctx.form.name ? '' : 'Ann')];
    case 'contact':
      return [
        ...nav,
        change('email', 'ann'),
        change('email', 'ann@example.com'),
        change('phone', '5615550123'),
      ];
    case 'address':
      return [...nav, change('address', ctx.form.address ? '' : '1 Ocean Ave, Jupiter, FL')];
    case 'property-type':
      return [
        ...nav,
        ...['Commercial', 'Residential'].map((value) => ({ type: 'propertyType.select', value })),
      ];
    case 'service-type': {
      const service = ctx.form.propertyType === 'Commercial' ? 'Dumpster Pads' : 'Roof Cleaning';
      return [...nav, { type: 'service.toggle', service }];
    }
    case 'review':
      if (s.matches({ review: 'submitting' })) return [{ type: 'xstate.done.actor.captureLead' }];
      return [
        { type: 'wizard.back' },
        { type: 'review.confirm' },
        ...['contact', 'address', 'propertyType', 'serviceType'].map((section) => ({
          type: 'review.edit',
          section,
        })),
      ];
    case 'quote':
      return [{ type: 'wizard.back' }, { type: 'xstate.after.progressTick.onboardingWizard.quote' }];
    case 'result': {
      if (s.matches({ result: { scheduling: 'opening' } }))
        return [
          { type: 'xstate.done.actor.fetchAvailability', output: { unavailableDays: [], takenSlots: {} } },
        ];
      if (s.matches({ result: { scheduling: 'saving' } })) return [{ type: 'xstate.done.actor.captureLead' }];
      const layout: E = { type: 'layout.change', layout: ctx.layout === 'desktop' ? 'mobile' : 'desktop' };
      if (s.matches({ result: 'success' }))
        return [{ type: 'result.back' }, { type: 'schedule.open' }, layout];
      return [
        layout,
        { type: 'schedule.close' },
        { type: 'date.select', day: DAY },
        { type: 'slot.select', slot: SLOT },
        { type: 'schedule.confirm' },
        { type: 'schedule.dateBack' },
      ];
    }
    default:
      return [];
  }
}

const key = (s: S) => {
  const c = s.context as OnboardingWizardContext;
  const f = c.form;
  return JSON.stringify([
    s.value,
    c.layout,
    f.name,
    // The machine tells e-mails apart only by the one e-mail rule (its guard and its captures).
    isValidEmail(f.email),
    f.phone.length,
    f.address,
    f.propertyType,
    f.serviceNeeded,
    c.selectedDay,
    c.selectedSlot,
  ]);
};
export const adjacency = getAdjacencyMap(onboardingWizardMachine, {
  input: { now, config },
  events: eventsFor,
  serializeState: key,
} as never) as unknown as Record<string, { state: S; transitions: Record<string, { event: E; state: S }> }>;

export const valueOf = (s: S) => JSON.stringify(s.value);
const eventName = (e: E) => [e.type, e.field, e.value, e.section, e.layout].filter(Boolean).join(' ');
export const edgeKey = (from: S, e: E, to: S) => `${valueOf(from)} -${eventName(e)}-> ${valueOf(to)}`;
export const allStates = new Set(Object.values(adjacency).map((n) => valueOf(n.state)));
export const allTransitions = new Set(
  Object.values(adjacency).flatMap((n) =>
    Object.values(n.transitions)
      .filter((t) => valueOf(t.state) !== valueOf(n.state))
      .map((t) => edgeKey(n.state, t.event, t.state)),
  ),
);

/** Few long paths instead of one per edge: walk to the nearest uncovered transition, take it, repeat. */
function planPaths(): { event: E; state: S }[][] {
  const start = Object.keys(adjacency)[0]!;
  const todo = new Set(allTransitions);
  const done = () => {
    if (todo.size > 0) throw new Error(`the planned paths miss ${[...todo].join('; ')}`);
  };
  const paths: { event: E; state: S }[][] = [];
  while (todo.size > 0 && paths.length < 20) {
    const path: { event: E; state: S }[] = [];
    let at = start;
    for (;;) {
      // Breadth-first to the nearest edge still to cover.
      const prev = new Map<string, { from: string; event: E; state: S } | null>([[at, null]]);
      const queue = [at];
      let hit: { from: string; event: E; state: S; to: string } | undefined;
      while (queue.length && !hit) {
        const cur = queue.shift()!;
        for (const t of Object.values(adjacency[cur]!.transitions)) {
          const to = key(t.state);
          if (todo.has(edgeKey(adjacency[cur]!.state, t.event, t.state))) {
            hit = { from: cur, event: t.event, state: t.state, to };
            break;
          }
          if (!prev.has(to)) {
            prev.set(to, { from: cur, event: t.event, state: t.state });
            queue.push(to);
          }
        }
      }
      if (!hit || path.length > 80) break;
      const walk: { event: E; state: S }[] = [];
      for (let n = hit.from; prev.get(n); n = prev.get(n)!.from) walk.unshift(prev.get(n)!);
      for (const step of [...walk, { event: hit.event, state: hit.state }]) {
        const from = path.at(-1)?.state ?? adjacency[start]!.state;
        todo.delete(edgeKey(from, step.event, step.state));
        path.push(step);
      }
      at = hit.to;
    }
    if (path.length === 0) break;
    paths.push(path);
  }
  done();
  return paths;
}
export const paths = planPaths();
export const covered = { states: new Set<string>(), transitions: new Set<string>() };
