/**
 * The prospect's sizes, add-ons and promotion code kept outside the wizard chart (decision 0264): in
 * browser storage, so a reload keeps them, and in a resume link's answer. They are kept raw: the owner's
 * price book in force arrives after the wizard starts, so only that book may drop what it no longer offers
 * (`choicesFor`); a size whose tier is gone is then asked again by the size screen.
 */
import { z } from 'zod';
import { QuoteAnswersSchema } from './quote.schema.js';
import { NO_CHOICES, type QuoteChoices } from './quote-choices.js';

/** Choices as a resume link's answer carries them (the lead's answers the quote was priced with). */
export const KeptChoicesSchema = z.strictObject({
  sizes: QuoteAnswersSchema.shape.sizes.unwrap(),
  addOns: QuoteAnswersSchema.shape.addOns.unwrap(),
  code: QuoteAnswersSchema.shape.code.unwrap(),
});

/** The stored shape: versioned, so a value written by an older or newer page is ignored, never misread. */
const StoredChoicesSchema = KeptChoicesSchema.extend({ version: z.literal(1) });

/** The value to store for a set of choices. */
export const storedChoices = (choices: QuoteChoices) => ({
  version: 1 as const,
  sizes: choices.sizes,
  addOns: choices.addOns,
  code: choices.code,
});

/**
 * The choices in a stored value (parsed JSON): none when it is missing, of another version or malformed.
 *
 * @example choicesOfStored({ version: 1, sizes: { Driveway: 3 }, addOns: {}, code: '' }) // { sizes: { Driveway: 3 }, addOns: {}, code: '' }
 */
export function choicesOfStored(value: unknown): QuoteChoices {
  const parsed = StoredChoicesSchema.safeParse(value);
  if (!parsed.success) return NO_CHOICES;
  const { sizes, addOns, code } = parsed.data;
  return { sizes, addOns, code };
}

/** What a capture's fields say of the choices: those it carries replace the kept ones; null when none. */
export function choicesAfterFields(
  kept: QuoteChoices,
  fields: { sizes?: QuoteChoices['sizes']; addOns?: QuoteChoices['addOns']; promotionCode?: string },
): QuoteChoices | null {
  const { sizes, addOns, promotionCode } = fields;
  if (sizes === undefined && addOns === undefined && promotionCode === undefined) return null;
  return { sizes: sizes ?? kept.sizes, addOns: addOns ?? kept.addOns, code: promotionCode ?? kept.code };
}
