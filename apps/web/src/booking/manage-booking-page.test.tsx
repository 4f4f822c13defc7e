/**
 * The manage page in both languages (issue 41): a Spanish lead's link (`/es/manage-booking#<token>`)
 * shows the booking, its date fields, the move and the cancellation and the server's refusals in Spanish;
 * the English page says what it always said.
 */
import { availabilityRules, DEFAULT_PRICE_BOOK, priceBookAnswer, type ManagedBooking } from '@pw/funnel';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-utils';
import { ManageBookingPage } from './manage-booking-page';

const TOKEN = 'T'.repeat(43);
const booking: ManagedBooking = {
  state: 'upcoming',
  appointment: {
    day: '2026-03-06',
    time: '1:30 PM',
    status: 'scheduled',
    kind: 'quote',
    label: 'Friday, March 6, 2026 at 1:30 PM',
  },
  name: 'Ana',
  address: '1 Ocean Blvd',
  services: 'Roof Cleaning',
  timeZone: 'America/New_York',
  canChange: true,
  changeableUntil: '2026-03-06T16:30:00.000Z',
};
const availability = {
  from: '2026-03-02',
  to: '2026-05-02',
  unavailableDays: [],
  takenSlots: {},
  rules: availabilityRules(undefined),
};

/** The owner's book as the server answers it, with its own Spanish name for the booked service. */
const priceBook = {
  ...priceBookAnswer(
    {
      ...DEFAULT_PRICE_BOOK,
      categories: {
        ...DEFAULT_PRICE_BOOK.categories,
        Residential: {
          services: DEFAULT_PRICE_BOOK.categories.Residential.services.map((s) =>
            s.name === 'Roof Cleaning' ? { ...s, nameEs: 'Lavado del techo' } : s,
          ),
        },
      },
    },
    null,
  ),
  timeZone: 'America/New_York',
};

let refuse: { status: number; error: string; message: string } | null;
const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  // A Monday morning in the business's zone: the week's days are open.
  vi.useFakeTimers({ now: new Date('2026-03-02T14:00:00Z'), toFake: ['Date'] });
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url.includes('/api/availability')) return answer(200, availability);
      if (url.includes('/api/price-book')) return answer(200, priceBook);
      if (init?.method === 'POST' && refuse) return answer(refuse.status, refuse);
      if (init?.method === 'POST') return answer(200, { ok: true });
      return answer(200, booking);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

function openAt(path: string) {
  history.replaceState(null, '', `${path}#${TOKEN}`);
  renderAt(<ManageBookingPage />, path);
}

describe('the manage page', () => {
  it('in English, as the spec writes it', async () => {
    openAt('/manage-booking');
    expect(await screen.findByText("Ana, you're booked for Friday, March 6, 2026 at 1:30 PM.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.getByLabelText('New date')).toBeTruthy();
    expect(screen.getByText('Roof Cleaning')).toBeTruthy();
  });

  it('in Spanish: the booking, a move and a refusal, then the cancellation', async () => {
    const user = userEvent.setup();
    openAt('/es/manage-booking');
    expect(
      await screen.findByText('Ana, su cita es el viernes, 6 de marzo de 2026 a la 1:30 p.m.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Su cita' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agregar al calendario' })).toBeTruthy();
    // The service as the owner's book names it in Spanish (decision 0329).
    expect(await screen.findByText('Lavado del techo')).toBeTruthy();

    await user.type(screen.getByLabelText('Nueva fecha'), '2026-03-09');
    const time = screen.getByRole('combobox', { name: 'Nueva hora' });
    expect([...time.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Elija una hora',
      '8:30 a.m.',
      '11:00 a.m.',
      '1:30 p.m.',
      '4:00 p.m.',
    ]);
    // The value sent stays the owner's slot label.
    await user.selectOptions(time, '11:00 AM');
    refuse = {
      status: 409,
      error: 'slot_taken',
      message: 'Sorry, Monday, March 9, 2026 at 11:00 AM was just booked by someone else.',
    };
    await user.click(screen.getByRole('button', { name: 'Cambiar la cita' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lo sentimos, alguien acaba de reservar el lunes, 9 de marzo de 2026 a las 11:00 a.m. Elija otro horario, por favor.',
    );
    refuse = null;
    await user.click(screen.getByRole('button', { name: 'Cambiar la cita' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Su cita fue cambiada.'));

    await user.click(screen.getByRole('button', { name: 'Cancelar la cita' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Su cita fue cancelada.'));
  });

  it('in Spanish, a link no longer valid says so in Spanish (the API answers in English)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('/api/availability')
          ? answer(200, availability)
          : answer(404, { error: 'not_found', message: 'This link is not valid or has expired.' }),
      ),
    );
    openAt('/es/manage-booking');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este enlace no es válido o ya venció. Llámenos para cambiar su cita, por favor.',
    );
  });
});
