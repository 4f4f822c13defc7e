/**
 * The Field Reference: every field a lead record and a webhook body carry, grouped as the spec groups
 * them (contact, property, tracking, advanced), with the spec's meanings where it gives one.
 */
export interface FieldGroup {
  title: string;
  fields: { name: string; meaning: string }[];
}

export const FIELD_GROUPS: FieldGroup[] = [
  {
    title: 'Contact fields',
    fields: [
      {
        name: 'email',
        meaning:
          'The unique identifier, as the prospect first typed it: every record and spreadsheet row is found by it (capitals aside).',
      },
      { name: 'name', meaning: "The prospect's name." },
      { name: 'phone', meaning: 'Ten digits, shown as (xxx) xxx-xxxx.' },
      { name: 'address', meaning: 'The property address.' },
    ],
  },
  {
    title: 'Property fields',
    fields: [
      { name: 'propertyType', meaning: 'Residential or Commercial (the booking modal uses its own list).' },
      { name: 'serviceNeeded', meaning: 'The chosen services, joined by comma and space.' },
      { name: 'notes', meaning: 'Anything the prospect added.' },
    ],
  },
  {
    title: 'Tracking fields',
    fields: [
      { name: 'stage', meaning: 'The current onboarding stage (e.g. contact_completed, data_fields_test).' },
      { name: 'status', meaning: 'The overall lead status (in_progress, complete).' },
      { name: 'source', meaning: 'The lead source URL: the page the step was sent from.' },
      { name: 'timestamp', meaning: 'When the record was created.' },
      { name: 'partial', meaning: 'True while onboarding is in progress.' },
      { name: 'completed', meaning: 'True once onboarding is complete.' },
      { name: 'currentStep', meaning: 'The screen the step was sent from.' },
      { name: 'formType', meaning: 'onboarding or bookingModal.' },
      { name: 'querystring', meaning: "The page's search string (utm parameters)." },
    ],
  },
  {
    title: 'Advanced fields',
    fields: [
      { name: 'quoteStatus', meaning: 'The status of quote generation: generated, accepted.' },
      { name: 'quoteTotal', meaning: 'The quoted price in whole dollars (quoted_price in the lead table).' },
      { name: 'quoteDetails', meaning: 'JSON text of the services with name and price.' },
      {
        name: 'quoteSnapshot',
        meaning:
          'JSON text of the quote as given: price book version, lines with their size, add-ons, discount, minimum, promotion and total.',
      },
      { name: 'appointmentDate', meaning: 'The booked day, yyyy-MM-dd.' },
      { name: 'appointmentTime', meaning: 'The booked slot, e.g. 1:30 PM.' },
      { name: 'appointmentTimestamp', meaning: 'Day and time together (scheduled_time in the lead table).' },
      { name: 'appointmentStatus', meaning: 'scheduled on booking, confirmed on completion.' },
      {
        name: 'appointmentKind',
        meaning:
          'quote (a job quoted by the site) or assessment (a free on-site assessment), set on booking; assessment, with no time, when the booking form asked for one.',
      },
      {
        name: 'conversionFunnel',
        meaning: 'The marketing funnel source (onboarding_wizard, booking_modal).',
      },
      { name: 'conversionSource', meaning: "The utm_source of the visit, else 'direct'." },
    ],
  },
];
