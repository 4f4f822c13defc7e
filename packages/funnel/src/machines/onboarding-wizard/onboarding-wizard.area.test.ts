import { describe, expect, it } from 'vitest';
import { startWizard } from '../testing/onboarding-wizard.harness.testkit.js';
import { wizardRouteOf } from './onboarding-wizard.view.js';

const ORLANDO = '400 S Orange Ave, Orlando, FL 32801';
const contact = { name: 'Ann', email: 'ann@example.com', phone: '5615550123' };

describe('onboarding wizard: the out-of-area screen reopened (decision 0265)', () => {
  it('reopens on a reload for a stored address outside the area, with that address', () => {
    const w = startWizard({ stored: { ...contact, address: ORLANDO } });
    w.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(w.state())).toBe('out-of-area');
    expect(w.state().context.form.address).toBe(ORLANDO);
    w.send({ type: 'wizard.back' });
    expect(wizardRouteOf(w.state())).toBe('address');
  });

  it('stays where it is for an address the company serves, or a step not reached', () => {
    const served = startWizard({
      stored: { ...contact, address: '1 Clematis St, West Palm Beach, FL 33401' },
    });
    served.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(served.state())).toBe('welcome');
    const noPhone = startWizard({ stored: { name: 'Ann', email: 'ann@example.com', address: ORLANDO } });
    noPhone.send({ type: 'wizard.goto', step: 'out-of-area' });
    expect(wizardRouteOf(noPhone.state())).toBe('welcome');
  });
});
