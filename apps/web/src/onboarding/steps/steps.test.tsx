import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { defaultConfig, emptyOnboardingForm, servicesFor } from '@pw/funnel';
import { renderInRouter } from '../test/render-in-router';
import { ContactStep } from './contact-step';
import { PropertyTypeStep } from './property-type-step';
import { ReviewStep } from './review-step';
import { ServiceTypeStep } from './service-type-step';
import { WelcomeStep } from './welcome-step';
import { useState } from 'react';

afterEach(cleanup);

function ServicesHarness({ onToggle }: { onToggle?: (s: string) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (s: string) => {
    onToggle?.(s);
    setSelected((list) => (list.includes(s) ? list.filter((x) => x !== s) : [...list, s]));
  };
  return (
    <ServiceTypeStep
      services={servicesFor('Residential')}
      selected={selected}
      onToggle={toggle}
      onContinue={() => {}}
    />
  );
}

describe('wizard screens', () => {
  it('welcome greets with the representative and has no back arrow; focus lands on the heading', () => {
    renderInRouter(<WelcomeStep onContinue={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/^Hey! I'm .+ – welcome!$/);
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('contact hands the phone to the chart as typed (the chart formats it) and does not cut a pasted number', () => {
    const onFieldChange = vi.fn();
    const onSmsConsentChange = vi.fn();
    renderInRouter(
      <ContactStep
        email=""
        phone=""
        onFieldChange={onFieldChange}
        smsConsent={false}
        onSmsConsentChange={onSmsConsentChange}
        onContinue={() => {}}
        onBack={() => {}}
      />,
    );
    // The consent box: its own checkbox, named by the site's exact wording, unticked.
    const box = screen.getByRole('checkbox', { name: defaultConfig.consent.smsWording });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(onSmsConsentChange).toHaveBeenLastCalledWith(true);
    // A pasted number with its country code arrives whole (no maxLength cutting it first); the wizard
    // chart formats it (onboarding-wizard.machine.test: '(561) 555-0123').
    expect(screen.getByLabelText('Phone Number').hasAttribute('maxlength')).toBe(false);
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '+1 (561) 555-0199' } });
    expect(onFieldChange).toHaveBeenLastCalledWith('phone', '+1 (561) 555-0199');
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
  });

  it('service cards are checkboxes toggled by click, Space and Enter, with the hint while none is chosen', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderInRouter(<ServicesHarness onToggle={onToggle} />);
    expect(screen.getByText('Please select at least one service')).toBeTruthy();
    const roof = screen.getByRole('checkbox', { name: 'Roof Cleaning' });
    await user.click(roof);
    expect((roof as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Please select at least one service')).toBeNull();
    const driveway = screen.getByRole('checkbox', { name: 'Driveway Cleaning' });
    driveway.focus();
    await user.keyboard('{Enter}');
    expect((driveway as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    expect((driveway as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  });

  it('property type tiles are a single choice', async () => {
    const onSelect = vi.fn();
    renderInRouter(
      <PropertyTypeStep value="Residential" onSelect={onSelect} onContinue={() => {}} onBack={() => {}} />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Residential' }).checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(onSelect).toHaveBeenCalledWith('Commercial');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('review shows every field, the phone formatted, notes only when present, and edit controls', async () => {
    const onEdit = vi.fn();
    const form = {
      ...emptyOnboardingForm,
      name: 'Ann',
      email: 'ann@example.com',
      phone: '5615550100',
      address: '1 Ocean Ave',
      serviceNeeded: 'Roof Cleaning, Driveway Cleaning',
    };
    const { rerender } = renderInRouter(
      <ReviewStep form={form} onEdit={onEdit} onContinue={() => {}} onBack={() => {}} />,
    );
    expect(screen.getByText('(561) 555-0100')).toBeTruthy();
    expect(screen.getByText('Roof Cleaning, Driveway Cleaning')).toBeTruthy();
    expect(screen.queryByText('Additional notes')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit property address' }));
    expect(onEdit).toHaveBeenCalledWith('address');
    rerender(
      <ReviewStep
        form={{ ...form, notes: 'Gate code 12' }}
        onEdit={onEdit}
        onContinue={() => {}}
        onBack={() => {}}
      />,
    );
    expect(screen.getByText('Gate code 12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm & Generate Quote' })).toBeTruthy();
  });
});
