/** The pricing page (`/pricing`): its heading, tables and the sentences under them. */
export const pricing = {
  'pricing.heading': '{county} Pricing',
  'pricing.note':
    "* Prices reflect premium {county} pricing for our area's high-end properties and saltwater-exposed surfaces. Final prices may vary with size and condition.",
  'pricing.getQuote': 'Get Your Quote',
  'pricing.category': '{category, select, Commercial {Commercial} other {Residential}}',
  'pricing.caption': '{category, select, Commercial {Commercial} other {Residential}} prices',
  'pricing.serviceType': 'Service Type',
  'pricing.price': 'Price',
  'pricing.addOn': '{addOn} (add-on to {service})',
  'pricing.minimum': 'Every job is at least {amount}.',
  'pricing.discount': '{percent}% off when you book {services} or more services.',
  'pricing.promotion':
    '{name}{hasCode, select, yes { with the code {code}} other {}}{hasEnd, select, yes { until {day}} other {}}.',
} as const;
