import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-utils';
import { renderInRouter } from '../test/render-in-router';
import { OutOfAreaStep } from './out-of-area-step';

const props = { place: 'Orlando (32801)', email: 'olive@example.com', joining: false, joined: false };

describe('the out-of-area screen', () => {
  it('names the place, joins in one tap and offers to fix the address', async () => {
    const onJoin = vi.fn();
    const onBack = vi.fn();
    renderInRouter(<OutOfAreaStep {...props} onJoin={onJoin} onBack={onBack} />);
    expect(screen.getByRole('heading', { name: "We don't serve Orlando (32801) yet" })).toBeTruthy();
    expect(screen.getByText(/olive@example.com/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(onJoin).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Fix my address' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('says the prospect is on the list once joined, with no second join', () => {
    renderInRouter(<OutOfAreaStep {...props} joined onJoin={() => {}} onBack={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe(
      "You're on the waitlist! We'll write to olive@example.com when we come to your area.",
    );
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('in Spanish, with an unknown place said as "su zona"', () => {
    renderAt(
      <OutOfAreaStep {...props} place={null} joined onJoin={() => {}} onBack={() => {}} />,
      '/es/onboarding/out-of-area',
    );
    expect(screen.getByRole('heading', { name: 'Todavía no damos servicio en su zona' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '¡Está en la lista de espera! Le escribiremos a olive@example.com cuando lleguemos a su zona.',
    );
    expect(screen.getByRole('button', { name: 'Corregir mi dirección' })).toBeTruthy();
  });
});
