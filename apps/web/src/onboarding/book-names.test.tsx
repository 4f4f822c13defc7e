import {
  DEFAULT_PRICE_BOOK,
  emptyOnboardingForm,
  NO_CHOICES,
  quote,
  SIZE_REQUIRED,
  type ServicePrice,
  type VersionedPriceBook,
} from '@pw/funnel';
import { sizedDriveway } from '@pw/funnel/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-utils';
import { noticeInLanguage, useBookNames, type BookNames } from './book-names';
import { AssessmentOffer } from './result/assessment-offer';
import { QuoteSummary } from './result/quote-summary';
import { ReviewStep } from './steps/review-step';
import { ServiceTypeStep } from './steps/service-type-step';
import { choiceRows } from './steps/size-choices';
import { SizeStep } from './steps/size-step';

afterEach(cleanup);

/** The sized driveway with its Spanish question, sizes and add-on, in the default book (Spanish names). */
const driveway: ServicePrice = {
  ...sizedDriveway,
  nameEs: 'Limpieza de la entrada de autos',
  size: {
    ...sizedDriveway.size!,
    questionEs: '¿Cuántos autos caben en su entrada?',
    tiers: sizedDriveway.size!.tiers.map((t, i) => ({
      ...t,
      labelEs: ['1-2 autos', '3-4 autos', '5 o más autos'][i],
    })),
  },
  addOns: [{ name: 'Sealing', nameEs: 'Sellado', price: 120 }],
};
const book: VersionedPriceBook = {
  ...DEFAULT_PRICE_BOOK,
  categories: {
    ...DEFAULT_PRICE_BOOK.categories,
    Residential: {
      services: DEFAULT_PRICE_BOOK.categories.Residential.services.map((s) =>
        s.name === driveway.name ? driveway : s,
      ),
    },
  },
};
const chosen = {
  propertyType: 'Residential' as const,
  services: ['House Exterior', 'Driveway Cleaning'],
  sizes: { 'Driveway Cleaning': 3 },
  addOns: { 'Driveway Cleaning': ['Sealing'] },
  code: 'FIRST50',
};

/** A screen given the book's words in the page's language, as the wizard gives them. */
function WithNames({ render }: { render: (names: BookNames) => React.ReactElement }) {
  return render(useBookNames(book));
}

describe("the wizard names the book's services, sizes, add-ons and promotions in the page's language", () => {
  it('shows the service tiles in Spanish on /es and toggles the English name', async () => {
    const onToggle = vi.fn();
    renderAt(
      <WithNames
        render={(names) => (
          <ServiceTypeStep
            services={['House Exterior', 'Driveway Cleaning']}
            selected={[]}
            onToggle={onToggle}
            names={names}
            onContinue={() => {}}
          />
        )}
      />,
      '/es/onboarding/service-type',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Limpieza de la entrada de autos' }));
    expect(onToggle).toHaveBeenCalledWith('Driveway Cleaning');
    expect(screen.getByRole('checkbox', { name: 'Exterior de la casa' })).toBeTruthy();
    expect(screen.queryByText('House Exterior')).toBeNull();
  });

  it('asks the size question and offers the sizes and add-ons in Spanish, choosing by the English', async () => {
    const onSelectSize = vi.fn();
    const onToggleAddOn = vi.fn();
    renderAt(
      <WithNames
        render={(names) => (
          <SizeStep
            services={[driveway]}
            choices={NO_CHOICES}
            onSelectSize={onSelectSize}
            onToggleAddOn={onToggleAddOn}
            names={names}
            onContinue={() => {}}
          />
        )}
      />,
      '/es/onboarding/size',
    );
    expect(screen.getByRole('heading', { name: 'Limpieza de la entrada de autos' })).toBeTruthy();
    const sizes = screen.getByRole('group', { name: '¿Cuántos autos caben en su entrada?' });
    expect(sizes.textContent).toContain('5 o más autos');
    await userEvent.click(screen.getByRole('radio', { name: /^3-4 autos/ }));
    expect(onSelectSize).toHaveBeenCalledWith('Driveway Cleaning', 3);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Sellado/ }));
    expect(onToggleAddOn).toHaveBeenCalledWith('Driveway Cleaning', 'Sealing');
    expect(document.body.textContent).not.toMatch(/cars|Sealing|Driveway/);
  });

  it("lists the review's services and choices in Spanish, and in English on an English page", () => {
    const form = { ...emptyOnboardingForm, propertyType: 'Residential' as const };
    const review = (path: string) =>
      renderAt(
        <WithNames
          render={(names) => (
            <ReviewStep
              form={{ ...form, serviceNeeded: 'House Exterior, Driveway Cleaning' }}
              choices={choiceRows([driveway], chosen, '', names)}
              applied={{ name: 'Get $50 off your first powerwash', code: 'FIRST50', amount: 50 }}
              onCodeChange={() => {}}
              names={names}
              onEdit={() => {}}
              onContinue={() => {}}
            />
          )}
        />,
        path,
      );
    review('/es/onboarding/review');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Exterior de la casa, Limpieza de la entrada de autos');
    expect(text).toContain('3-4 autos, Sellado');
    expect(text).toContain('Obtenga $50 de descuento en su primer lavado a presión');
    expect(text).not.toMatch(/House Exterior|cars|Sealing|powerwash/);
    cleanup();
    review('/onboarding/review');
    expect(document.body.textContent).toContain('House Exterior, Driveway Cleaning');
    expect(document.body.textContent).toContain('3-4 cars, Sealing');
  });

  it("writes the quote's rows and the assessment's services in Spanish", () => {
    const priced = quote(book, chosen, '2026-05-01');
    if (!priced.ok) throw new Error(priced.message);
    const { lines, total } = priced.quote;
    const q = { propertyType: 'Residential' as const, services: lines, total, itemized: priced.quote };
    renderAt(
      <WithNames render={(names) => <QuoteSummary quote={q} names={names} />} />,
      '/es/onboarding/result',
    );
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'ServicioPrecio',
      'Exterior de la casa$400',
      'Limpieza de la entrada de autos (3-4 autos)$250',
      'Sellado (extra de Limpieza de la entrada de autos)$120',
      'Obtenga $50 de descuento en su primer lavado a presión (código FIRST50)−$50',
      'Total$720',
    ]);
    cleanup();
    renderAt(
      <WithNames
        render={(names) => (
          <AssessmentOffer quote={q} buttonClass="" onBack={() => {}} onSchedule={() => {}} names={names} />
        )}
      />,
      '/es/onboarding/result',
    );
    expect(document.body.textContent).toContain('Exterior de la casa, Limpieza de la entrada de autos');
  });

  it("asks a size toast's question as the book does on the page", () => {
    const notice = {
      ...SIZE_REQUIRED,
      description: 'notice.size.question',
      values: { question: driveway.size!.question },
      variant: 'destructive',
    } as const;
    expect(noticeInLanguage(notice, book, 'es').values).toEqual({
      question: '¿Cuántos autos caben en su entrada?',
    });
    expect(noticeInLanguage(notice, book, 'en')).toBe(notice);
    expect(noticeInLanguage({ ...SIZE_REQUIRED, variant: 'destructive' }, book, 'es').values).toBeUndefined();
  });
});
