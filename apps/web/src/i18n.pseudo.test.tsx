/**
 * The pseudo-locale finds what was missed (issue 41, decision 0322): the converted pages rendered with
 * every message accented and bracketed (`⟦Séé thé Dífféréñçé⟧`); any text a visitor sees or hears there
 * (an element's own text, or its alt, title, placeholder or aria-label) that has a letter outside the
 * brackets did not come from the catalog. The business's own data (its name, e-mail, address, the price
 * book's names, the reviews) is not text to translate and is taken out first.
 */
import { createElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { availabilityRules, defaultConfig } from '@pw/funnel';
import { AppRoutes } from './app/routes';
import { welcomeIsland } from './onboarding/welcome-start';
import { pseudo, textsNotFromTheCatalog } from './pseudo-locale.testkit';
import { InLanguage } from './test-utils';
import { RouteErrorBoundary } from './app/route-error-boundary';
import { ResumeLinkNotice, ResumeLinkPage } from './onboarding/resume/resume-link-page';
import { Toaster } from './shared/toast/toaster';
import { resetToasts, toast } from './shared/toast/toast-store';

/** Islands that render nothing until the browser asks for them (a toast, the language offer). */
const EMPTY_ISLANDS = ['toast-mount', 'language-offer'];

/**
 * The page at `path` as the app renders it with the pseudo-locale, its lazy page and islands arrived (the
 * browser's renderer: the prerenderer's marks the catalog's context as its own for the worker's next files).
 */
async function pseudoPage(path: string): Promise<string> {
  const page =
    path === '/onboarding/welcome' ? (
      createElement(welcomeIsland(() => {}))
    ) : (
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    );
  const { container, unmount } = render(<InLanguage messages={pseudo}>{page}</InLanguage>);
  await waitFor(
    () => {
      expect(container.querySelector('main')).not.toBeNull();
      const waiting = [...container.querySelectorAll<HTMLElement>('[data-island]')].filter(
        (island) => !EMPTY_ISLANDS.includes(island.dataset.island!) && island.childElementCount === 0,
      );
      expect(waiting).toEqual([]);
    },
    { timeout: 30_000 },
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

/** A booked lead's link, as the manage page's tests answer it: the lead's data, and the owner's slots. */
const BOOKING = {
  state: 'upcoming',
  appointment: { day: '2026-03-06', time: '1:30 PM', status: 'scheduled', kind: 'quote', label: '' },
  name: 'Ana',
  address: '1 Ocean Blvd',
  services: 'Roof Cleaning',
  timeZone: 'America/New_York',
  canChange: true,
  changeableUntil: '2026-03-06T16:30:00.000Z',
};

/** The booked lead's data and the owner's slot times, as the manage page shows them: not catalog text. */
const BOOKING_DATA = [
  BOOKING.name,
  BOOKING.address,
  'Friday, March 6, 2026',
  'Monday, March 9, 2026',
  ...Object.values(defaultConfig.timeSlots).flat(),
];

describe('the pseudo-locale', () => {
  it('finds text that is not from the catalog (the check can fail)', () => {
    expect(textsNotFromTheCatalog('<p>⟦Héllo⟧</p><p>Hello</p><img alt="A picture">')).toEqual([
      '<p> Hello',
      '<img alt> A picture',
    ]);
  });

  it.each(['/', '/pricing', '/privacy-policy', '/terms-of-service', '/no-such-page', '/onboarding/welcome'])(
    '%s shows only catalog text (its islands too)',
    async (path) => {
      expect(textsNotFromTheCatalog(await pseudoPage(path))).toEqual([]);
      // The 404 page logs the unknown path: its behaviour, not a failure.
      vi.mocked(console.error).mockClear();
    },
    60_000,
  );

  it('the manage page, its move fields and its answers show only catalog text', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T14:00:00Z'), toFake: ['Date'] });
    const availability = { from: '2026-03-02', to: '2026-05-02', unavailableDays: ['2026-03-10'] };
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.includes('/api/availability')
          ? answer({ ...availability, takenSlots: {}, rules: availabilityRules(undefined) })
          : answer(BOOKING),
      ),
    );
    history.replaceState(null, '', `/manage-booking#${'T'.repeat(43)}`);
    try {
      const { container } = render(
        <InLanguage messages={pseudo}>
          <MemoryRouter initialEntries={['/manage-booking']}>
            <AppRoutes />
          </MemoryRouter>
        </InLanguage>,
      );
      const day = await waitFor(
        () => {
          const input = container.querySelector<HTMLInputElement>('input[type="date"]');
          if (!input) throw new Error('the manage page has not shown its booking yet');
          return input;
        },
        { timeout: 30_000 },
      );
      fireEvent.change(day, { target: { value: '2026-03-09' } });
      await waitFor(() => expect(container.querySelectorAll('option').length).toBeGreaterThan(1));
      expect(textsNotFromTheCatalog(container.innerHTML, BOOKING_DATA)).toEqual([]);
      // A blocked day: the problem under the date field.
      fireEvent.change(day, { target: { value: '2026-03-10' } });
      expect(textsNotFromTheCatalog(container.innerHTML, BOOKING_DATA)).toEqual([]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      history.replaceState(null, '', '/');
    }
  }, 60_000);

  it('the error page, the resume page and its sentences, and the toast show only catalog text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    function Boom(): never {
      throw new Error('Kaboom');
    }
    const { container } = render(
      <InLanguage messages={pseudo}>
        <RouteErrorBoundary resetKey="/">
          <Boom />
        </RouteErrorBoundary>
        <ResumeLinkPage token={'A'.repeat(43)} onDone={() => {}} />
        <ResumeLinkNotice outcome={{ ok: false, problem: 'unreachable' }} />
        <ResumeLinkNotice outcome={{ ok: false, problem: 'refused', code: 'link_invalid', message: '' }} />
        <Toaster />
      </InLanguage>,
    );
    act(() => void toast({ title: '⟦Tóást⟧' }));
    await screen.findByText('⟦Tóást⟧');
    // The program's own message and stack are not the page's words (marked English on a Spanish page).
    expect(textsNotFromTheCatalog(container.ownerDocument.body.innerHTML)).toEqual([
      '<p> Kaboom',
      expect.stringMatching(/^<pre> Error: Kaboom/),
    ]);
    vi.mocked(console.error).mockClear();
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });
});
