import { defaultConfig, normalizePropertyType, type FunnelConfig } from '../../config/funnel-config.js';
import type { WebMessageKey } from '../../i18n/catalogs/index.js';
import { catalogOf } from '../../pricing/catalog.js';
import type { VersionedPriceBook } from '../../pricing/price-book.schema.js';
import { dayDeciding, promotionRunsOn } from '../../pricing/banner-promotion.js';
import { PRICE_FAILURE_MESSAGE, quote } from '../../pricing/quote.js';
import { choicesFor, type QuoteChoices } from '../../pricing/quote-choices.js';
import { QuoteSnapshotSchema, type QuoteSnapshot } from '../../pricing/quote.schema.js';
import { joinServices, parseServices, type PriceResult, type Quote } from '../../pricing/price-quote.js';
import { chosenIn } from './onboarding-wizard.steps.js';
import type { OnboardingWizardContext } from './onboarding-wizard.types.js';

// The wizard's quote: one a resume link kept, the server's own, or priced here with the book in force;
// the choices a capture carries; the book the server sends.

/**
 * The result's quote: the one a resume link kept (the price the prospect was given, decision 0234) while
 * the form still asks for exactly the services it priced; otherwise priced now with the price book in
 * force (`quote()`, the server's own path, on the business's day), itemized.
 */
export function currentQuote(
  context: Pick<
    OnboardingWizardContext,
    'form' | 'config' | 'keptQuote' | 'book' | 'now' | 'rules' | 'choices' | 'serverQuote'
  >,
): PriceResult {
  const { form, config, keptQuote, serverQuote } = context;
  const chosen = [...new Set(parseServices(form.serviceNeeded))].sort();
  const sameServices = (propertyType: string, names: readonly string[]) =>
    normalizePropertyType(form.propertyType, config) === propertyType &&
    joinServices(chosen) === joinServices([...names].sort());
  if (
    keptQuote &&
    sameServices(
      keptQuote.propertyType,
      keptQuote.services.map((line) => line.name),
    )
  ) {
    return { ok: true, quote: keptQuote };
  }
  if (
    serverQuote &&
    sameServices(
      serverQuote.propertyType,
      serverQuote.lines.map((line) => line.name),
    )
  ) {
    return { ok: true, quote: quoteOfSnapshot(serverQuote) };
  }
  // The business's day decides which promotions run; read on its wall clock only when it changes that.
  const today = dayDeciding(context.now, context.rules.timeZone, (day) =>
    context.book.promotions.map((promotion) => promotionRunsOn(promotion, day)),
  );
  const { sizes, addOns, code } = choicesFor(context.book, chosenIn(form), context.choices);
  const answers = { ...chosenIn(form), sizes, addOns };
  let priced = quote(context.book, { ...answers, code }, today);
  // A code the public book does not show (not advertised): the server prices it; here, the price without it.
  if (!priced.ok && priced.reason === 'code_refused') priced = quote(context.book, answers, today);
  if (!priced.ok) return { ok: false, reason: 'no_valid_services', message: PRICE_FAILURE_MESSAGE };
  return { ok: true, quote: quoteOfSnapshot(priced.quote) };
}

/** A snapshot as the result shows it: the total, a line per service, and every row itemized. */
function quoteOfSnapshot(snapshot: QuoteSnapshot) {
  const { propertyType, lines, total } = snapshot;
  return {
    propertyType,
    services: lines.map(({ name, price }) => ({ name, price })),
    total,
    itemized: snapshot,
  };
}

/** The itemized quote the `captureLead` actor resolved with (the server's answer's), if it is one. */
export function serverQuoteOf(output: unknown): QuoteSnapshot | null {
  const itemized =
    typeof output === 'object' && output !== null ? (output as { itemized?: unknown }).itemized : null;
  const parsed = QuoteSnapshotSchema.safeParse(itemized);
  return parsed.success ? parsed.data : null;
}

/** Whether a priced quote is an on-site assessment's offer instead of a price (decision 0254). */
export function isAssessmentQuote(priced: { ok: boolean; quote?: Quote | null }): boolean {
  return priced.ok && Boolean(priced.quote?.itemized?.assessment);
}

/** The choices as a capture carries them: only those of services still chosen that the book offers. */
export function choicesIn(context: Pick<OnboardingWizardContext, 'form' | 'book' | 'choices'>): QuoteChoices {
  return choicesFor(context.book, chosenIn(context.form), context.choices);
}

/**
 * The context once the server's price book arrived: quotes use it, the service step lists its services,
 * and the choices (perhaps restored raw, decision 0264) keep only what it offers for the services chosen.
 * With the server's `timeZone`, the business's day is read on its wall clock from then on (decision 0312).
 */
export function withPriceBook(
  context: Pick<OnboardingWizardContext, 'config' | 'form' | 'choices' | 'rules'>,
  book: VersionedPriceBook,
  timeZone?: string,
): Pick<OnboardingWizardContext, 'book' | 'config' | 'choices' | 'rules'> {
  const choices = choicesFor(book, chosenIn(context.form), context.choices);
  const rules = timeZone ? { ...context.rules, timeZone } : context.rules;
  return { book, config: { ...context.config, catalog: catalogOf(book) }, choices, rules };
}

/**
 * The quote screen's message for a progress value, as its catalog key: 'Analyzing property
 * information...', then above each threshold (30, 60, 90 by default) the next message.
 */
export function quoteProgressMessage(progress: number, config: FunnelConfig = defaultConfig): WebMessageKey {
  const [a, b, c] = config.quoteProgress.thresholds;
  if (progress > c) return 'wizard.quote.ready';
  if (progress > b) return 'wizard.quote.preparing';
  if (progress > a) return 'wizard.quote.calculating';
  return 'wizard.quote.analyzing';
}
