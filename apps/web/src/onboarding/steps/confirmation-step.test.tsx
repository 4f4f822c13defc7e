import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredBooking } from '@pw/funnel';
import { renderAt } from '../../test-utils';
import { BookedStep, ConfirmationStep } from './confirmation-step';

afterEach(cleanup);

const at = (slot: string, more: Partial<StoredBooking> = {}): StoredBooking => ({
  day: '2026-12-01',
  slot,
  hold: 'held',
  ...more,
});

describe('the confirmation', () => {
  it('in English says the day and time as the spec writes them', () => {
    renderAt(<ConfirmationStep booking={at('8:30 AM')} />, '/onboarding/confirmation');
    expect(screen.getByText("You're booked for Tuesday, December 1, 2026 at 8:30 AM.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thanks for booking with us!');
  });

  it('in Spanish: the day in words, and the article the hour takes (a la 1, a las 8)', () => {
    renderAt(<ConfirmationStep booking={at('8:30 AM')} />, '/es/onboarding/confirmation');
    expect(
      screen.getByText('Su cita está reservada para el martes, 1 de diciembre de 2026 a las 8:30 AM.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Gracias por reservar con nosotros!');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es');
    cleanup();
    renderAt(
      <ConfirmationStep booking={at('1:30 PM', { kind: 'assessment' })} />,
      '/es/onboarding/confirmation',
    );
    expect(
      screen.getByText(
        'Su evaluación gratis en el lugar está reservada para el martes, 1 de diciembre de 2026 a la 1:30 PM.',
      ),
    ).toBeTruthy();
  });

  it('in Spanish: a queued request, and the booked screen of a returning prospect', () => {
    renderAt(
      <ConfirmationStep booking={at('8:30 AM', { hold: 'requested' })} />,
      '/es/onboarding/confirmation',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Gracias por su solicitud!');
    expect(
      screen.getByText(/así que el martes, 1 de diciembre de 2026 a las 8:30 AM es una solicitud/),
    ).toBeTruthy();
    cleanup();
    renderAt(
      <BookedStep booking={at('12:00 PM', { manageToken: 'tok' })} onStartNew={() => {}} />,
      '/es/onboarding/confirmation',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Su cita está reservada para el martes, 1 de diciembre de 2026 a las 12:00 PM',
    );
    expect(screen.getByRole('link', { name: 'Administrar su reserva' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar una nueva cotización' })).toBeTruthy();
  });
});
