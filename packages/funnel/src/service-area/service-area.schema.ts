import { z } from 'zod';
import { groupedDigits } from '../config/grouped-digits.js';

/** More ZIP codes than this is a paste gone wrong (Florida has about 1,500). */
const MAX_ZIPS = 2000;

/** A five-digit US ZIP code ("33401"); ZIP+4 and other forms are refused with the code typed. */
export const ZipCodeSchema = z
  .string({ error: 'must be text' })
  .trim()
  .regex(/^\d{5}$/, { error: (issue) => `"${String(issue.input)}" is not a 5-digit ZIP code` });

const townName = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'cannot be empty' })
  .max(60, { error: 'must be at most 60 characters' });

/** Indexes of the entries that repeat an earlier one, compared as `key` reads them. */
function repeats(values: readonly string[], key: (value: string) => string): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, i) => (seen.has(key(value)) ? [i] : (seen.add(key(value)), [])));
}

/**
 * Where the company works (issue 21 §3, decision 0252): the ZIP codes it serves and, optionally, towns
 * served whatever their ZIP code. `isServed` decides whether an address is in it.
 */
export const ServiceAreaSchema = z
  .strictObject({
    zips: z
      .array(ZipCodeSchema)
      .min(1, { error: 'needs at least one ZIP code' })
      .max(MAX_ZIPS, { error: `can have at most ${groupedDigits(MAX_ZIPS)} ZIP codes` }),
    towns: z.array(townName).max(100, { error: 'can have at most 100 towns' }),
  })
  .superRefine((area, ctx) => {
    repeats(area.zips, (zip) => zip).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['zips', i], message: `${area.zips[i]} is listed twice` }),
    );
    repeats(area.towns, (town) => town.toLowerCase()).forEach((i) =>
      ctx.addIssue({ code: 'custom', path: ['towns', i], message: `${area.towns[i]} is listed twice` }),
    );
  });
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;
