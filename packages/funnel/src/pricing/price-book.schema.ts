import { z } from 'zod';
import { IsoDaySchema } from '../calendar/day.schema.js';
import { PROPERTY_CATEGORIES } from '../config/funnel-config.js';
import { DEFAULT_SERVICE_AREA } from '../service-area/default-service-area.js';
import { ServiceAreaSchema } from '../service-area/service-area.schema.js';
import { formatDollars } from './dollars.js';

/** Above this many dollars a price is a typing slip, not a pressure-washing job. */
export const MAX_PRICE = 100_000;
/** The largest percentage a discount or promotion may take off (100% would give the job away). */
export const MAX_PERCENT = 90;

const dollars = z
  .number({ error: 'must be a number of dollars' })
  .int({ error: 'must be whole dollars' })
  .min(0, { error: 'cannot be negative' })
  .max(MAX_PRICE, { error: `cannot be more than ${formatDollars(MAX_PRICE)}` });

const label = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'cannot be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/**
 * A name's Spanish version (issue 41, decision 0326): optional, and empty means "not written yet": the
 * Spanish pages and messages then show the English name (`nameIn`) and the Prices page flags it.
 */
const spanishName = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .optional();

/** The most crew minutes one service, size or add-on may take: two twelve-hour days. */
export const MAX_ITEM_MINUTES = 24 * 60;
/** The most set-up and travel minutes a book may add to every job. */
export const MAX_BUFFER_MINUTES = 240;

/**
 * Crew minutes on site (issue 42, decision 0330): optional, so books saved before keep working;
 * `jobMinutes` gives what is left out its default.
 */
const crewMinutes = z
  .int({ error: 'must be whole minutes' })
  .min(0, { error: 'cannot be negative' })
  .max(MAX_ITEM_MINUTES, { error: `cannot be more than ${MAX_ITEM_MINUTES} minutes` })
  .optional();

/** One size a prospect recognises ("1 story", "3-4 cars", "500-1,000 sq ft"): whole units `from`–`to`. */
export const SizeTierSchema = z.strictObject({
  label: label(40),
  /** The label's Spanish version (decision 0329); empty or missing: the English label is shown. */
  labelEs: spanishName(40),
  from: z.int({ error: 'must be a whole number' }).min(0, { error: 'cannot be negative' }).max(1_000_000),
  /** The last size of the tier; null on the last tier means "and more". */
  to: z
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'cannot be negative' })
    .max(1_000_000)
    .nullable(),
  price: dollars,
  /** The service's minutes at this size (absent: the service's, scaled by price). */
  minutes: crewMinutes,
});

/** The size question of a service ("How many cars does your driveway hold?") and its tiers, smallest first. */
export const SizeQuestionSchema = z
  .strictObject({
    question: label(120),
    /** The question's Spanish version (decision 0329); empty or missing: the English question is shown. */
    questionEs: spanishName(120),
    /** What is counted, e.g. 'stories', 'cars', 'sq ft'. */
    unit: label(20),
    tiers: z
      .array(SizeTierSchema)
      .min(2, { error: 'needs at least two sizes' })
      .max(10, { error: 'can have at most 10 sizes' }),
  })
  .superRefine(({ tiers }, ctx) => {
    tiers.forEach((tier, i) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['tiers', i, field], message });
      if (tier.to !== null && tier.to < tier.from) at('to', `"${tier.label}" ends before it starts`);
      const last = i === tiers.length - 1;
      if (tier.to === null && !last) at('to', `only the last size can be open-ended ("and more")`);
      const next = tiers[i + 1];
      if (!next || tier.to === null) return;
      if (next.from <= tier.to) {
        at(
          'to',
          `"${tier.label}" overlaps "${next.label}": it ends at ${tier.to}, the next starts at ${next.from}`,
        );
      } else if (next.from > tier.to + 1) {
        at(
          'to',
          `there is a gap between "${tier.label}" (up to ${tier.to}) and "${next.label}" (from ${next.from})`,
        );
      }
      if (next.price < tier.price) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i + 1, 'price'],
          message: `"${next.label}" cannot cost less than the smaller "${tier.label}"`,
        });
      }
    });
  });

export const AddOnSchema = z.strictObject({
  name: label(60),
  nameEs: spanishName(60),
  price: dollars,
  minutes: crewMinutes,
});

/** One service: its base price (the price when no size is asked or given), its size question and add-ons. */
export const ServicePriceSchema = z
  .strictObject({
    name: label(60),
    nameEs: spanishName(60),
    price: dollars,
    minutes: crewMinutes,
    size: SizeQuestionSchema.optional(),
    addOns: z.array(AddOnSchema).max(10, { error: 'can have at most 10 add-ons' }),
  })
  .superRefine((service, ctx) => {
    duplicates(service.addOns.map((a) => a.name)).forEach((i) =>
      ctx.addIssue({
        code: 'custom',
        path: ['addOns', i, 'name'],
        message: 'is already an add-on of this service',
      }),
    );
  });
export type ServicePrice = z.infer<typeof ServicePriceSchema>;

const CategorySchema = z
  .strictObject({
    services: z
      .array(ServicePriceSchema)
      .min(1, { error: 'needs at least one service' })
      .max(30, { error: 'can have at most 30 services' }),
  })
  .superRefine(({ services }, ctx) => {
    duplicates(services.map((s) => s.name)).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['services', i, 'name'], message: 'is already a service' }),
    );
  });

/** A code a prospect types: letters, digits and dashes, read in capitals. */
export const PromotionCodeSchema = z
  .string({ error: 'must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, { error: 'must be 3 to 20 letters, digits or dashes' });

/**
 * A promotion: an amount or a percentage off, given automatically or to whoever types its code, between
 * two days (both included; null is open), to first jobs only or to every job, and at most `useLimit`
 * times (null: no limit). A quote gets at most one promotion: the one worth the most to the prospect.
 */
export const PromotionSchema = z
  .strictObject({
    /** What the banner and the quote line say, e.g. 'Get $50 off your first powerwash'. */
    name: label(80),
    nameEs: spanishName(80),
    kind: z.enum(['amount', 'percent'], { error: 'must be an amount or a percent' }),
    value: z.int({ error: 'must be a whole number' }).min(1, { error: 'must be at least 1' }).max(MAX_PRICE),
    /** Null: applied automatically. */
    code: PromotionCodeSchema.nullable(),
    startsOn: IsoDaySchema.nullable(),
    endsOn: IsoDaySchema.nullable(),
    firstJobOnly: z.boolean(),
    /** Shown on the site's banner and in the public price book, code included; else known only to whoever has the code. */
    advertised: z.boolean(),
    useLimit: z
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(1_000_000)
      .nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && p.value > MAX_PERCENT) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `cannot take more than ${MAX_PERCENT}% off` });
    }
    if (p.startsOn && p.endsOn && p.endsOn < p.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'cannot be before the start day' });
    }
  });
export type Promotion = z.infer<typeof PromotionSchema>;

/**
 * The jobs the owner wants to see before naming a price (issue 21 §3, decision 0254): every commercial
 * job, and/or every job whose price before any promotion is above `aboveTotal` dollars (null: no such
 * line). `assessmentFor` applies it.
 */
export const AssessmentRuleSchema = z.strictObject({
  commercial: z.boolean({ error: 'must be on or off' }),
  aboveTotal: dollars.min(1, { error: 'must be at least $1 (leave it empty for no price line)' }).nullable(),
});
export type AssessmentRule = z.infer<typeof AssessmentRuleSchema>;

/**
 * The owner's price book (issue 21): per property category the services, each with a base price and
 * optionally a size question and add-ons; the minimum job charge; the multi-service discount; the
 * promotions. `quote()` prices a prospect's answers with it. Every rule a person can break gives a
 * sentence at the path of the field at fault, so the owner's page shows it next to that field.
 */
export const PriceBookSchema = z
  .strictObject({
    categories: z.strictObject(
      Object.fromEntries(PROPERTY_CATEGORIES.map((c) => [c, CategorySchema])) as Record<
        (typeof PROPERTY_CATEGORIES)[number],
        typeof CategorySchema
      >,
    ),
    /** A job never costs less than this (0: no minimum). */
    minimumCharge: dollars,
    /** `percent` off the services and add-ons when at least `fromServices` services are chosen (0: none). */
    multiServiceDiscount: z.strictObject({
      percent: z
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'cannot be negative' })
        .max(MAX_PERCENT, { error: `cannot be more than ${MAX_PERCENT}%` }),
      fromServices: z
        .int({ error: 'must be a whole number' })
        .min(2, { error: 'must be at least 2' })
        .max(30),
    }),
    promotions: z.array(PromotionSchema).max(10, { error: 'can have at most 10 promotions' }),
    /** Where the company works (decision 0252); books saved before it had one get Palm Beach County's. */
    serviceArea: ServiceAreaSchema.default(DEFAULT_SERVICE_AREA),
    /** Absent (every version saved before it, the spec's default): every job gets an instant price. */
    assessment: AssessmentRuleSchema.optional(),
    /** Set-up and travel minutes added to every job (absent: `DEFAULT_BUFFER_MINUTES`). */
    bufferMinutes: z
      .int({ error: 'must be whole minutes' })
      .min(0, { error: 'cannot be negative' })
      .max(MAX_BUFFER_MINUTES, { error: `cannot be more than ${MAX_BUFFER_MINUTES} minutes` })
      .optional(),
  })
  .superRefine((book, ctx) => {
    const codes = book.promotions.map((p) => p.code ?? `\u0000${p.name}`);
    duplicates(codes).forEach((i) =>
      ctx.addIssue({
        code: 'custom',
        path: ['promotions', i, 'code'],
        message: 'is already used by another promotion',
      }),
    );
    const cheapest = cheapestJob(book);
    book.promotions.forEach((p, i) => {
      if (p.kind === 'amount' && p.value >= cheapest) {
        ctx.addIssue({
          code: 'custom',
          path: ['promotions', i, 'value'],
          message: `takes $${p.value} off but the cheapest job costs $${cheapest}: it would make that total $0 or less`,
        });
      }
    });
  });
export type PriceBook = z.infer<typeof PriceBookSchema>;

/** A price book as stored: its content and the version quotes name (the spec's default is version 1). */
export type VersionedPriceBook = PriceBook & { readonly version: number };

/** The lowest total any quote can have before a promotion: the cheapest service or size, or the minimum. */
function cheapestJob(book: PriceBook): number {
  const prices = Object.values(book.categories).flatMap((c) =>
    c.services.flatMap((s) => [s.price, ...(s.size?.tiers.map((t) => t.price) ?? [])]),
  );
  // A price refused on its own (negative, fractional) has its own sentence; it is not a cheapest job too.
  const valid = prices.filter((p) => Number.isInteger(p) && p >= 0 && p <= MAX_PRICE);
  return Math.max(book.minimumCharge, Math.min(...valid));
}

/** Indexes of the entries that repeat an earlier one (case and spaces ignored). */
function duplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, i) => {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return [i];
    seen.add(key);
    return [];
  });
}
