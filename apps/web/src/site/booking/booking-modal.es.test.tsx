/**
 * The booking modal on a Spanish page (issue 41): its choices, its field problems, its consent box and its
 * toast in Spanish, while what it sends stays the configuration's values, with the Spanish box's version.
 */
import { smsConsentOf, smsWordingIn } from '@pw/funnel';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../shared/toast/toast-store';
import { Toaster } from '../../shared/toast/toaster';
import { InLanguage } from '../../test-utils';
import BookingModal from './booking-modal';

type Body = { stage: string; fields: Record<string, string>; language?: string };
let bodies: Body[];

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/es');
  bodies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as Body);
      return Promise.resolve(new Response(null, { status: 202 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  act(() => resetToasts());
});

const options = (label: RegExp) =>
  [...screen.getByLabelText(label).querySelectorAll('option')].map((o) => [o.value, o.textContent]);

describe('the booking modal in Spanish', () => {
  it('says its choices, problems, box and toast in Spanish, and sends the values', async () => {
    const user = userEvent.setup();
    render(
      <InLanguage language="es">
        <BookingModal onClose={() => {}} />
        <Toaster />
      </InLanguage>,
    );
    await user.type(screen.getByLabelText(/Nombre completo/), 'Ana Díaz');
    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana.example.com');
    await user.type(screen.getByLabelText(/Número de teléfono/), '56155');
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeTruthy();
    expect(screen.getByText('Escriba un número de teléfono completo de 10 dígitos')).toBeTruthy();
    await user.type(screen.getByLabelText(/Correo electrónico/), '@example.com');
    await user.type(screen.getByLabelText(/Número de teléfono/), '50123');
    await user.click(screen.getByRole('checkbox', { name: smsWordingIn('es') }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(options(/Tipo de propiedad/)).toEqual([
      ['', 'Elija el tipo de propiedad'],
      ['Single Story Home', 'Casa de un piso'],
      ['Two Story Home', 'Casa de dos pisos'],
      ['Townhouse', 'Casa adosada'],
      ['Commercial Building', 'Edificio comercial'],
      ['Other', 'Otro'],
    ]);
    await user.type(screen.getByLabelText(/Dirección de la propiedad/), '1 Ocean Dr');
    await user.selectOptions(screen.getByLabelText(/Tipo de propiedad/), 'Casa adosada');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(options(/Servicio que necesita/).map(([, words]) => words)).toEqual([
      'Elija un servicio',
      'Lavado completo de la casa',
      'Limpieza de la entrada',
      'Limpieza de techos',
      'Paquete completo',
      'Todavía no lo sé',
    ]);
    await user.selectOptions(screen.getByLabelText(/Servicio que necesita/), 'Limpieza de techos');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: '¡Gracias!' });

    expect(bodies[0]).toMatchObject({ language: 'es', consent: smsConsentOf(true, undefined, 'es') });
    expect(bodies.at(-1)).toMatchObject({
      language: 'es',
      fields: { propertyType: 'Townhouse', serviceNeeded: 'Roof Cleaning' },
    });
    // The chart's toast, as the toast area says it on a Spanish page.
    expect(await screen.findByText('Solicitud enviada')).toBeTruthy();
    expect(screen.getAllByText(/Nos comunicaremos con usted pronto/).length).toBeGreaterThan(0);
  });
});
