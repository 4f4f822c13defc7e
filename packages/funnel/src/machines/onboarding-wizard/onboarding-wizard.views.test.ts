import { describe, expect, it } from 'vitest';
import { startWizard, toResult } from '../testing/onboarding-wizard.harness.testkit.js';

describe('onboarding wizard: screen views (analytics only)', () => {
  it('records each screen as it shows, in order, and not again for an invalid Continue', () => {
    const w = startWizard();
    expect(w.views).toEqual(['welcome']);
    w.send(
      { type: 'wizard.next' },
      { type: 'field.change', field: 'name', value: 'Ann' },
      { type: 'wizard.next' },
    );
    expect(w.views).toEqual(['welcome', 'name', 'contact']);
    // An invalid Continue stays on the screen: no second view.
    w.send({ type: 'wizard.next' });
    expect(w.views).toEqual(['welcome', 'name', 'contact']);
  });

  it('counts the quote screen once, not once per progress tick, then the result and confirmation', async () => {
    const w = await toResult();
    expect(w.views).toEqual(['welcome', 'review', 'quote', 'result']);
  });
});
