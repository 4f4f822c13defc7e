/** The offer's code carried into the wizard: shown on the review as applied, priced by the server (issue 38). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from '../../pricing/default-price-book.js';
import { NO_CHOICES } from '../../pricing/quote-choices.js';
import { flush } from '../testing/fake-actors.testkit.js';
import { complete, startWizard } from '../testing/onboarding-wizard.harness.testkit.js';
import { appliedCodeOf } from './onboarding-wizard.view.js';
import { CODE_REFUSED } from './onboarding-wizard.messages.js';

const offer = DEFAULT_PRICE_BOOK.promotions[0]!;
const atReview = (code: string) => {
  const w = startWizard({
    stored: { ...complete, serviceNeeded: 'Roof Cleaning' },
    choices: { ...NO_CHOICES, code },
    book: DEFAULT_PRICE_BOOK,
  });
  w.send({ type: 'wizard.goto', step: 'review' });
  return w;
};

describe('onboarding wizard: a promotion code brought by the offer', () => {
  it("shows the book's promotion for the code as applied, with what it takes off, however it was typed", () => {
    for (const code of [offer.code!, ` ${offer.code!.toLowerCase()} `]) {
      expect(appliedCodeOf(atReview(code).state()), code).toEqual({
        name: offer.name,
        code: offer.code,
        amount: offer.value,
      });
    }
  });

  it('shows nothing for an empty field or a code the browser cannot price, and sends the code either way', () => {
    expect(appliedCodeOf(atReview('').state())).toBeNull();
    const w = atReview('FLYER10');
    expect(appliedCodeOf(w.state())).toBeNull();
    w.send({ type: 'review.confirm' });
    expect(w.captured('quote_details')?.fields).toMatchObject({ promotionCode: 'FLYER10' });
  });

  it("keeps the server's refusal beside the field instead of 'applied', until the code is changed", async () => {
    const w = atReview(offer.code!);
    w.send({ type: 'review.confirm' });
    // The server's own sentence, whatever it says (it is the server's to word).
    const refusal = { code: 'code_refused', message: 'refused by the server' };
    w.fakes.settle('captureLead', { ok: false, error: refusal });
    await flush();
    expect(w.state().matches({ review: 'editing' })).toBe(true);
    expect(w.state().context.codeError).toBe(CODE_REFUSED);
    expect(appliedCodeOf(w.state())).toBeNull();
    w.send({ type: 'promotionCode.change', code: offer.code! });
    expect(appliedCodeOf(w.state())).not.toBeNull();
  });
});
