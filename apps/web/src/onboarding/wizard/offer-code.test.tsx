/** The offer's code carried from the hero's link into the wizard's review (issue 38, decision 0312). */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK, emptyOnboardingForm, storedChoices } from '@pw/funnel';
import { offerCodeIn, offerHref } from '../../shared/offer-link';
import { CHOICES_KEY } from '../../shared/data/lead-storage';
import { appliedCodeLine, ReviewStep } from '../steps/review-step';
import { translateIn } from '../../test-utils';
import { renderInRouter } from '../test/render-in-router';
import { wizardStartInput } from './use-onboarding-actor';

const offer = DEFAULT_PRICE_BOOK.promotions[0]!;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the offer's code", () => {
  it('rides the link to the wizard and comes back out of it as it was sent', () => {
    expect(offerHref(offer)).toBe(`/onboarding?code=${offer.code}`);
    expect(offerHref({ code: null })).toBe('/onboarding');
    expect(offerHref(null)).toBe('/onboarding');
    expect(offerCodeIn(offerHref(offer).split('?')[1]!)).toBe(offer.code);
    expect(offerCodeIn('?utm_source=flyer')).toBe('');
    expect(offerCodeIn(`?code=${' X'.repeat(40)}`)).toHaveLength(40);
  });

  it("fills the review's field at the wizard's start, over a code kept from an earlier visit", () => {
    const kept = { sizes: { 'Driveway Cleaning': 3 }, addOns: {}, code: 'OLDCODE' };
    localStorage.setItem(CHOICES_KEY, JSON.stringify(storedChoices(kept)));
    expect(wizardStartInput(null, `?utm_source=x&code=${offer.code}`).choices).toEqual({
      ...kept,
      code: offer.code,
    });
    expect(wizardStartInput(null, '?utm_source=x').choices).toEqual(kept);
  });

  it('shows the review field filled and says what the code takes off, tied to the field', () => {
    const applied = { name: offer.name, code: offer.code, amount: offer.value };
    renderInRouter(
      <ReviewStep
        form={{ ...emptyOnboardingForm, name: 'Ann', serviceNeeded: 'Roof Cleaning' }}
        onEdit={() => {}}
        code={offer.code!}
        applied={applied}
        onCodeChange={() => {}}
        onContinue={() => {}}
        onBack={() => {}}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Have a promotion code?' });
    expect((field as HTMLInputElement).value).toBe(offer.code);
    const line = appliedCodeLine(applied, translateIn('en'));
    expect(line).toBe(`Applied: ${offer.name} (saves $${offer.value} on this quote)`);
    expect(screen.getByText(line).id).toBe(field.getAttribute('aria-describedby'));
    expect(appliedCodeLine(applied, translateIn('es'))).toBe(
      `Aplicado: ${offer.name} (ahorra $${offer.value} en esta cotización)`,
    );
  });
});
