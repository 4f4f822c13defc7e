import { z } from 'zod';
import { PROPERTY_CATEGORIES } from '../../config/funnel-config.js';
import { OnboardingFormSchema } from '../../lead/lead-fields.schema.js';
import { KeptChoicesSchema } from '../../pricing/kept-choices.js';
import { WIZARD_ROUTES } from './onboarding-wizard.types.js';

const QuoteSchema = z.strictObject({
  propertyType: z.enum(PROPERTY_CATEGORIES),
  services: z.array(z.strictObject({ name: z.string(), price: z.number() })),
  total: z.number(),
});

/**
 * Where a resume link opens the wizard (decision 0234), as the server answers `POST /api/resume` to a
 * valid link: the lead's answers as stored (the browser's storage is not needed), the step where the
 * prospect stopped, the quote they were given there (null before one), and the sizes, add-ons and code
 * that quote was priced with (decision 0264; absent from an older server). The wizard's own shape, so
 * `resumeAnswerOf` builds it here and the contract (`api/`) names it.
 */
export const ResumeAnswerSchema = z.strictObject({
  step: z.enum(WIZARD_ROUTES),
  answers: OnboardingFormSchema.partial(),
  quote: QuoteSchema.nullable(),
  choices: KeptChoicesSchema.optional(),
});
export type ResumeAnswer = z.infer<typeof ResumeAnswerSchema>;
