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
import type { Page } from '@playwright/test';
import { expect, expectScreen, hookStages, leadRow, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver, type Prospect } from '../support/onboarding-driver';

type E = AnyEventObject;
type S = AnyMachineSnapshot;

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
const adjacency = getAdjacencyMap(onboardingWizardMachine, {
  input: { now, config },
  events: eventsFor,
  serializeState: key,
} as never) as unknown as Record<string, { state: S; transitions: Record<string, { event: E; state: S }> }>;

const valueOf = (s: S) => JSON.stringify(s.value);
const eventName = (e: E) => [e.type, e.field, e.value, e.section, e.layout].filter(Boolean).join(' ');
const edgeKey = (from: S, e: E, to: S) => `${valueOf(from)} -${eventName(e)}-> ${valueOf(to)}`;
const allStates = new Set(Object.values(adjacency).map((n) => valueOf(n.state)));
const allTransitions = new Set(
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
const paths = planPaths();
const covered = { states: new Set<string>(), transitions: new Set<string>() };

const FIELD_LABELS: Record<string, string> = {
  name: 'First Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Property Location',
};
const EDIT_BUTTONS: Record<string, string> = {
  contact: 'Edit contact details',
  address: 'Edit property address',
  propertyType: 'Edit property type',
  serviceType: 'Edit service needed',
};

/** The user action (or the wait for the real server) behind each model event. */
async function act(page: Page, p: Prospect, event: E): Promise<void> {
  const w = new WizardDriver(page);
  const value = String(event.value ?? '');
  switch (event.type) {
    case 'wizard.next':
      return w.continue();
    case 'wizard.back':
    case 'result.back':
      return w.back();
    case 'field.change':
      if (event.field === 'phone') return page.getByLabel('Phone Number').fill(p.phone);
      if (event.field === 'email')
        return page.getByLabel('Email Address').fill(isValidEmail(value) ? p.email : value);
      return page.getByLabel(FIELD_LABELS[String(event.field)]!).fill(value);
    case 'propertyType.select':
      return page.getByRole('radio', { name: value }).check();
    case 'service.toggle':
      return page.getByRole('checkbox', { name: String(event.service) }).click();
    case 'review.edit':
      return page.getByRole('button', { name: EDIT_BUTTONS[String(event.section)] }).click();
    case 'review.confirm':
      return page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
    case 'xstate.after.progressTick.onboardingWizard.quote':
      return page.clock.runFor(16_000);
    case 'schedule.open':
      return w.openScheduler();
    case 'schedule.close':
      return page.getByRole('button', { name: 'Back to Quote' }).click();
    case 'schedule.dateBack':
      return page.getByRole('button', { name: 'Back to dates' }).click();
    case 'schedule.confirm':
      return page.getByRole('button', { name: 'Confirm Appointment' }).click();
    case 'date.select':
      return w.pickFirstOpenDay();
    case 'slot.select':
      return void (await w.pickSlot());
    case 'layout.change':
      return page.setViewportSize(
        event.layout === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
      );
    default:
      return; // the real server answers by itself (captures, availability)
  }
}

/** What the screen shows in each state. */
async function expectState(page: Page, s: S, moved: boolean): Promise<void> {
  const route = wizardRouteOf(s as never);
  const heading = s.matches({ result: 'scheduling' })
    ? HEADINGS.scheduling
    : HEADINGS[route as keyof typeof HEADINGS];
  const h1 = page.getByRole('heading', { level: 1 });
  if (s.matches({ review: 'submitting' }) || s.matches({ result: { scheduling: 'saving' } })) return;
  if (
    moved &&
    !s.matches({ result: { scheduling: 'opening' } }) &&
    !s.matches({ result: { scheduling: 'pickingTime' } })
  )
    await expectScreen(page, heading, s.matches({ result: 'scheduling' }) ? undefined : route);
  else await expect(h1).toHaveText(heading);
  if (s.matches({ result: 'success' }))
    await expect(page.getByRole('button', { name: 'Schedule Now' })).toBeVisible();
  const dates = page.getByRole('heading', { name: 'Select Date' });
  const times = page.getByRole('heading', { name: 'Select Time Slot' });
  if (s.matches({ result: { scheduling: 'pickingDateAndTime' } })) {
    await expect(dates).toBeVisible();
    await expect(times).toBeVisible();
  }
  if (s.matches({ result: { scheduling: 'pickingDate' } })) {
    await expect(dates).toBeVisible();
    await expect(times).toHaveCount(0);
  }
  if (s.matches({ result: { scheduling: 'pickingTime' } })) {
    await expect(times).toBeVisible();
    await expect(dates).toHaveCount(0);
  }
}

test.describe('model-based: the wizard chart drives the real UI on the real server', () => {
  test.afterAll(() => {
    const t = [...covered.transitions].filter((x) => allTransitions.has(x)).length;
    console.log(
      `model-based coverage: ${covered.states.size}/${allStates.size} states, ${t}/${allTransitions.size} state-changing transitions, ${paths.length} paths`,
    );
  });
  for (const [i, path] of paths.entries()) {
    const end = valueOf(path.at(-1)!.state);
    test(`path ${i + 1}: ${path.length} steps, ends in ${end}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.clock.install();
      const p = aProspect({ name: 'Ann', address: '1 Ocean Ave, Jupiter, FL' });
      await page.goto('/onboarding/welcome');
      let from = Object.values(adjacency)[0]!.state;
      covered.states.add(valueOf(from));
      await expectScreen(page, HEADINGS.welcome, 'welcome');
      for (const step of path) {
        await act(page, p, step.event);
        const moved = wizardRouteOf(step.state as never) !== wizardRouteOf(from as never);
        await expectState(page, step.state, moved);
        covered.states.add(valueOf(step.state));
        if (valueOf(step.state) !== valueOf(from))
          covered.transitions.add(edgeKey(from, step.event, step.state));
        from = step.state;
      }
      // A path may end while the real server books: the screen then arrives on its own.
      if (end.includes('saving')) await expectScreen(page, HEADINGS.confirmation, 'confirmation');
      if (end === '"confirmation"' || end.includes('saving')) {
        await expect.poll(async () => (await leadRow(p.email))?.stage).toBe('process_completed');
        await expect.poll(() => hookStages(p.email)).toContain('process_completed');
      }
    });
  }
});
