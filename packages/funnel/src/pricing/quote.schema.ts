import { z } from 'zod';
import { PROPERTY_CATEGORIES } from '../config/funnel-config.js';
import { ASSESSMENT_REASONS } from './assessment.js';

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, { error: `must be at most ${max} characters` });

/**
 * What a prospect answered that a price depends on: the property type, the services, a size per sized
 * service (in the question's units, e.g. 3 cars), the add-ons chosen per service and a promotion code.
 * Never a price: the server prices these with its own book (`quote()`).
 */
export const QuoteAnswersSchema = z.strictObject({
  propertyType: text(40),
  services: z.array(text(60)).max(30, { error: 'can have at most 30 services' }),
  sizes: z.record(text(60), z.int({ error: 'must be a whole number' }).min(0).max(1_000_000)).optional(),
  addOns: z.record(text(60), z.array(text(60)).max(10)).optional(),
  code: text(40).optional(),
});
export type QuoteAnswers = z.infer<typeof QuoteAnswersSchema>;

const dollars = z.int().min(0);

/**
 * A priced quote as it was given (issue 21): the book version it came from, a line per service (with the
 * size tier chosen), the add-ons, the multi-service discount, what the minimum charge added, the one
 * promotion and the total, all in whole dollars. Stored with the lead, so a later price change never
 * rewrites a quote a prospect saw.
 */
export const QuoteSnapshotSchema = z.strictObject({
  bookVersion: z.int().min(1),
  propertyType: z.enum(PROPERTY_CATEGORIES),
  lines: z.array(z.strictObject({ name: z.string(), size: z.string().nullable(), price: dollars })),
  addOns: z.array(z.strictObject({ service: z.string(), name: z.string(), price: dollars })),
  /** Services and add-ons before the discount. */
  subtotal: dollars,
  discount: z.strictObject({ label: z.string(), amount: dollars }).nullable(),
  /** What was added to reach the minimum job charge; null when the job was above it. */
  minimumCharge: dollars.nullable(),
  promotion: z.strictObject({ name: z.string(), code: z.string().nullable(), amount: dollars }).nullable(),
  total: dollars,
  /**
   * The job's length in crew minutes, buffer included (`jobMinutes`, issue 42); absent on the snapshots
   * stored before it.
   */
  jobMinutes: z.int().min(0).optional(),
  /**
   * Why the prospect is offered a free on-site assessment instead of this price (the owner's rule,
   * `assessmentFor`); absent (or null): the price is shown.
   */
  assessment: z.enum(ASSESSMENT_REASONS).nullable().optional(),
});
export type QuoteSnapshot = z.infer<typeof QuoteSnapshotSchema>;
