import type { PriceBook } from '../pricing/price-book.schema.js';
import {
  choicesFor,
  servicesWithChoices,
  type ChosenServices,
  type QuoteChoices,
} from '../pricing/quote-choices.js';
import type { Validation, ValidationMessage } from './wizard-validation.js';

/** The toast of a size left unanswered; the screen says which question beside it. */
export const SIZE_REQUIRED = { title: 'notice.size' } as const satisfies ValidationMessage;

/** The size screen's check: every chosen service with a size question has a size the book prices. */
export function validateSizes(book: PriceBook, chosen: ChosenServices, choices: QuoteChoices): Validation {
  const missing = servicesWithChoices(book, chosen).find(
    (s) => s.size !== undefined && choicesFor(book, chosen, choices).sizes[s.name] === undefined,
  );
  return missing?.size
    ? {
        ok: false,
        message: {
          ...SIZE_REQUIRED,
          description: 'notice.size.question',
          values: { question: missing.size.question },
        },
      }
    : { ok: true };
}
