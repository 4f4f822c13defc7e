/**
 * The wizard's screens from the size question to the booked confirmation, its address field and its
 * toasts, in the pseudo-locale (decisions 0322, 0324): every text a prospect sees or hears there comes
 * from the catalog, in each state a screen has. A literal left in any of them fails here.
 */
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_WARNING,
  BOOKING_QUEUED,
  CODE_REFUSED,
  DEFAULT_PRICE_BOOK,
  MISSING_EMAIL,
  PRICE_ERROR,
  PRICE_FAILURE,
  quote as priceWith,
  SLOT_REFUSED,
  SLOT_TAKEN,
  SUBMISSION_ERROR,
  VALIDATION_MESSAGES,
  type NotifyParams,
  type Quote,
  type StoredBooking,
} from '@pw/funnel';
import { sizedDriveway } from '@pw/funnel/testing';
import { pseudo, textsNotFromTheCatalog } from '../pseudo-locale.testkit';
import { resetToasts, noticeToast, toast } from '../shared/toast/toast-store';
import { Toaster } from '../shared/toast/toaster';
import { InLanguage } from '../test-utils';
import { AddressField } from './address/address-field';
import type { MapsLibraries } from './address/google-maps.loader';
import { MapPreview } from './address/map-preview';
import PlacesAddressField from './address/places-address-field';
import { ResultStep, type ResultView } from './result/result-step';
import type { SchedulePanelProps } from './scheduling/schedule-panel';
import { BookedStep, ConfirmationStep } from './steps/confirmation-step';
import { OutOfAreaStep } from './steps/out-of-area-step';
import { QuoteStep } from './steps/quote-step';
import { ReviewStep, type ReviewStepProps } from './steps/review-step';
import { SizeStep } from './steps/size-step';

const maps = vi.hoisted(() => ({ load: (): Promise<unknown> => new Promise(() => {}) }));
vi.mock('./address/google-maps.loader', () => ({
  loadGoogleMaps: () => maps.load(),
  ADDRESS_TYPES: [],
  PLACE_FIELDS: [],
}));

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

/** What the prospect typed, and the test's price book's words: theirs and the owner's, not the catalog's. */
const TYPED = [
  ...['Ann', 'ann@example.com', '(561) 555-0123', '123 Palm Way, Jupiter, FL 33458', 'Gate code', 'SPRING'],
  'Orlando (32801)',
  sizedDriveway.size!.question,
  ...sizedDriveway.size!.tiers.map((t) => t.label),
  ...['Gutter Cleaning', 'Sealing', '3-4 cars, Sealing'],
];
const noop = () => {};

function inPseudo(ui: ReactElement) {
  return render(
    <InLanguage messages={pseudo}>
      <MemoryRouter>{ui}</MemoryRouter>
    </InLanguage>,
  );
}

const missed = (html: string) => textsNotFromTheCatalog(html, TYPED);

function pricedQuote(
  propertyType: 'Residential' | 'Commercial',
  services: string[],
  assessed = false,
): Quote {
  const book = {
    ...DEFAULT_PRICE_BOOK,
    version: 2,
    multiServiceDiscount: { percent: 10, fromServices: 2 },
    minimumCharge: 2000,
    ...(assessed ? { assessment: { commercial: true, aboveTotal: null } } : {}),
  };
  const priced = priceWith(book, { propertyType, services, code: 'FIRST50' }, '2026-05-01');
  if (!priced.ok) throw new Error(priced.message);
  const { lines, total } = priced.quote;
  return { propertyType, services: lines, total, itemized: priced.quote };
}

const form = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '(561) 555-0123',
  address: '123 Palm Way, Jupiter, FL 33458',
  propertyType: 'Residential' as const,
  serviceNeeded: 'Roof Cleaning, Driveway Cleaning',
  notes: 'Gate code',
};
const booking: StoredBooking = { day: '2026-12-01', slot: '1:30 PM', hold: 'held', manageToken: 'tok' };

describe('the wizard in the pseudo-locale', () => {
  it('finds a literal on a wizard screen (the check can fail)', () => {
    const { container } = inPseudo(<p aria-label="Quote progress">⟦Ñéxt⟧ Schedule Now</p>);
    expect(missed(container.innerHTML)).toEqual(['<p> Schedule Now', '<p aria-label> Quote progress']);
  });

  it('the size screen, its required question said after Continue', () => {
    const { container } = inPseudo(
      <SizeStep
        services={[
          sizedDriveway,
          { name: 'Gutter Cleaning', price: 150, addOns: [{ name: 'Sealing', price: 40 }] },
        ]}
        choices={{ sizes: {}, addOns: {}, code: '' }}
        onSelectSize={noop}
        onToggleAddOn={noop}
        onContinue={noop}
        onBack={noop}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: pseudo['wizard.continue'] }));
    expect(screen.getByText(pseudo['notice.size'])).toBeTruthy();
    expect(missed(container.innerHTML)).toEqual([]);
  });

  it.each<[string, Partial<ReviewStepProps>]>([
    ['a refused code', { codeError: CODE_REFUSED }],
    [
      'an applied code',
      { applied: { name: DEFAULT_PRICE_BOOK.promotions[0]!.name, code: 'SPRING', amount: 50 } },
    ],
  ])('the review, every section, with %s', (_, code) => {
    const { container } = inPseudo(
      <ReviewStep
        form={form}
        choices={[['Driveway Cleaning', '3-4 cars, Sealing']]}
        code="SPRING"
        onCodeChange={noop}
        onEdit={noop}
        onContinue={noop}
        onBack={noop}
        {...code}
      />,
    );
    expect(missed(container.innerHTML)).toEqual([]);
  });

  it.each([0, 45, 75, 100])('the quote bar at %i', (progress) => {
    const { container } = inPseudo(
      <QuoteStep progress={progress} message="wizard.quote.calculating" onBack={noop} />,
    );
    expect(missed(container.innerHTML)).toEqual([]);
  });

  it.each<[ResultView, Quote | null, string | null]>([
    ['loading', null, null],
    ['failure', null, MISSING_EMAIL],
    ['unable', null, PRICE_FAILURE],
    ['success', pricedQuote('Residential', ['Roof Cleaning', 'Driveway Cleaning']), null],
    ['success', pricedQuote('Residential', ['Roof Cleaning']), null],
    ['assessment', pricedQuote('Commercial', ['Dumpster Pads'], true), null],
  ])('the result: %s', (view, quote, error) => {
    const { container } = inPseudo(
      <ResultStep
        view={view}
        quote={quote}
        error={error as typeof MISSING_EMAIL | null}
        discount={{ percent: 10, fromServices: 2 }}
        onBack={noop}
        onSchedule={noop}
        schedule={{} as SchedulePanelProps}
      />,
    );
    expect(missed(container.innerHTML)).toEqual([]);
  });

  it.each<[string, StoredBooking | null]>([
    ['booked', booking],
    ['an assessment', { ...booking, kind: 'assessment' }],
    ['a request', { day: '2026-12-01', slot: '8:30 AM', hold: 'requested' }],
    ['no booking', null],
  ])('the confirmation of %s, and the booked screen of a returning prospect', (_, stored) => {
    const { container } = inPseudo(<ConfirmationStep booking={stored} />);
    expect(missed(container.innerHTML)).toEqual([]);
    cleanup();
    if (!stored) return;
    const booked = inPseudo(<BookedStep booking={stored} onStartNew={noop} />);
    expect(missed(booked.container.innerHTML)).toEqual([]);
  });

  it.each([
    ['offered', 'Orlando (32801)', false, false],
    ['joining, place unknown', null, true, false],
    ['joined', 'Orlando (32801)', false, true],
  ] as const)('out of the area: %s', (_, place, joining, joined) => {
    const { container } = inPseudo(
      <OutOfAreaStep
        place={place}
        email="ann@example.com"
        joining={joining}
        joined={joined}
        onJoin={noop}
        onBack={noop}
      />,
    );
    expect(missed(container.innerHTML)).toEqual([]);
  });

  it('the address field: loading Maps, Maps failed, and the map of the chosen place', async () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'key');
    const field = {
      label: pseudo['wizard.address.label'],
      placeholder: pseudo['wizard.address.placeholder'],
    };
    const loading = inPseudo(<AddressField {...field} value="" onValue={noop} />);
    await waitFor(() => expect(loading.container.querySelector('input')).not.toBeNull());
    expect(missed(loading.container.innerHTML)).toEqual([]);
    cleanup();
    maps.load = () => Promise.reject(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = inPseudo(<PlacesAddressField apiKey="key" {...field} value="" onValue={noop} />);
    await waitFor(() => expect(failed.getByRole('alert')).toBeTruthy());
    expect(missed(failed.container.innerHTML)).toEqual([]);
    cleanup();
    const libraries = {
      maps: { Map: class {} },
      marker: {
        Marker: class {
          setMap() {}
        },
      },
    } as unknown as MapsLibraries;
    const map = inPseudo(
      <MapPreview libraries={libraries} position={{ lat: 26.9, lng: -80.1 }} label={form.address} />,
    );
    expect(missed(map.container.innerHTML)).toEqual([]);
    vi.unstubAllEnvs();
  });

  it("every toast the wizard's charts raise, with the toast area's own labels", () => {
    const notices: NotifyParams[] = [
      SUBMISSION_ERROR,
      PRICE_ERROR,
      ACCEPT_WARNING,
      SLOT_TAKEN,
      SLOT_REFUSED,
      BOOKING_QUEUED,
      ...Object.values(VALIDATION_MESSAGES).map((m) => ({ ...m, variant: 'destructive' as const })),
      {
        title: 'notice.size',
        description: 'notice.size.question',
        values: { question: sizedDriveway.size!.question },
        variant: 'destructive',
      },
      { title: 'notice.checkDetails', variant: 'destructive' },
    ];
    const { baseElement } = inPseudo(<Toaster />);
    for (const notice of notices) {
      act(() => void toast(noticeToast(notice)));
      expect(missed(baseElement.innerHTML), notice.title).toEqual([]);
    }
    act(
      () =>
        void toast({
          title: { key: 'notice.codeNotApplied' },
          description: { key: 'notice.codeNotApplied.description' },
        }),
    );
    expect(missed(baseElement.innerHTML)).toEqual([]);
  });
});
