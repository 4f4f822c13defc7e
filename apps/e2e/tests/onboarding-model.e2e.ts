import type { Page } from '@playwright/test';
import { isValidEmail, wizardRouteOf } from '@pw/funnel';
import { expect, expectScreen, hookStages, leadRow, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver, type Prospect } from '../support/onboarding-driver';
import {
  adjacency,
  allStates,
  allTransitions,
  covered,
  edgeKey,
  paths,
  valueOf,
  type E,
  type S,
} from '../support/wizard-model';

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
