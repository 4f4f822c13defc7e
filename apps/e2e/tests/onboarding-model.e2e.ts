import { getShortestPaths } from 'xstate/graph';
import { onboardingWizardMachine, wizardRouteOf, type OnboardingWizardEvent } from '@pw/funnel';
import type { Page } from '@playwright/test';
import { expect, expectScreen, test } from '../support/onboarding-fixtures.js';
import { HEADINGS, WizardDriver } from '../support/onboarding-driver.js';

/** The events the model may take, each with the user action that sends it from the real UI. */
const EVENTS: OnboardingWizardEvent[] = [
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  { type: 'field.change', field: 'name', value: 'Ann' },
  { type: 'field.change', field: 'email', value: 'ann@example.com' },
  { type: 'field.change', field: 'phone', value: '(561) 555-0123' },
  { type: 'field.change', field: 'address', value: '1 Ocean Ave, Jupiter, FL' },
  { type: 'propertyType.select', value: 'Commercial' },
  { type: 'service.toggle', service: 'Roof Cleaning' },
  { type: 'review.edit', section: 'contact' },
  { type: 'review.edit', section: 'address' },
  { type: 'review.edit', section: 'propertyType' },
  { type: 'review.edit', section: 'serviceType' },
];

const FIELD_LABELS = {
  name: 'First Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Property Location',
};
const EDIT_BUTTONS = {
  contact: 'Edit contact details',
  address: 'Edit property address',
  propertyType: 'Edit property type',
  serviceType: 'Edit service needed',
  notes: 'Edit additional notes',
};

async function act(page: Page, event: OnboardingWizardEvent): Promise<void> {
  const w = new WizardDriver(page);
  if (event.type === 'wizard.next') return w.continue();
  if (event.type === 'wizard.back') return w.back();
  if (event.type === 'field.change') {
    const label = FIELD_LABELS[event.field as keyof typeof FIELD_LABELS];
    if (event.field === 'phone') return page.getByLabel(label).fill('5615550123');
    return page.getByLabel(label).fill(event.value);
  }
  if (event.type === 'propertyType.select') return page.getByRole('radio', { name: event.value }).check();
  if (event.type === 'service.toggle') return page.getByRole('checkbox', { name: event.service }).click();
  if (event.type === 'review.edit')
    return page.getByRole('button', { name: EDIT_BUTTONS[event.section] }).click();
}

const filled = (form: Record<string, string>) =>
  Object.keys(FIELD_LABELS)
    .map((k) => (form[k] ? k[0] : '-'))
    .join('');
/** States are told apart by their value and which fields are filled (enough to pass each guard). */
const allPaths = getShortestPaths(onboardingWizardMachine, {
  events: EVENTS,
  input: { now: new Date('2025-06-02T09:00:00') },
  serializeState: (s) =>
    `${JSON.stringify(s.value)} ${filled(s.context.form)}${s.context.form.serviceNeeded ? 's' : '-'}${s.context.form.propertyType}`,
});
/** One browser run per state value: the shortest path that reaches it. */
const byValue = new Map<string, (typeof allPaths)[number]>();
for (const path of allPaths) {
  const key = JSON.stringify(path.state.value);
  const best = byValue.get(key);
  if (!best || path.steps.length < best.steps.length) byValue.set(key, path);
}
const paths = [...byValue.values()];
const allStates = new Set(byValue.keys());
const allTransitions = new Set(
  allPaths.flatMap((p) =>
    p.steps
      .slice(1)
      .map(
        (s, i) =>
          `${JSON.stringify(p.steps[i]!.state.value)} -${s.event.type}-> ${JSON.stringify(s.state.value)}`,
      ),
  ),
);
const covered = { states: new Set<string>(), transitions: new Set<string>() };

test.describe('model-based: the wizard chart drives the real UI', () => {
  test.afterAll(() => {
    console.log(
      `model-based coverage: ${covered.states.size}/${allStates.size} states, ${[...covered.transitions].filter((t) => allTransitions.has(t)).length}/${allTransitions.size} state-changing transitions, ${paths.length} paths`,
    );
  });
  for (const path of paths) {
    const name = path.steps.map((s) => s.event.type).join(' > ');
    test(`reaches ${JSON.stringify(path.state.value)} via ${name}`, async ({ page }) => {
      await page.goto('/onboarding/welcome');
      let from = '"welcome"';
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') await act(page, step.event);
        const route = wizardRouteOf(step.state);
        const heading = HEADINGS[route as keyof typeof HEADINGS];
        // Focus moves to the heading only when the screen changes; typing keeps it in the field.
        if (JSON.stringify(step.state.value) !== from) await expectScreen(page, heading, route);
        else await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const to = JSON.stringify(step.state.value);
        covered.states.add(to);
        if ((step.event.type as string) !== 'xstate.init')
          covered.transitions.add(`${from} -${step.event.type}-> ${to}`);
        from = to;
      }
    });
  }
});
