import { DEFAULT_BUSINESS, type BusinessContact } from './business-contact.js';

/**
 * The funnel's business constants as data (spec point 9). Everything here is passed in to the rules and
 * machines, so another company (or a test) can run the same funnel with its own prices and slots.
 */
export const PROPERTY_CATEGORIES = ['Residential', 'Commercial'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

/** Service name to whole-dollar base price, per property category: a view of a price book (`catalogOf`). */
export type Catalog = Record<PropertyCategory, Readonly<Record<string, number>>>;

/**
 * The spec's services and prices (point 9), written once: the default price book (`DEFAULT_PRICE_BOOK`)
 * is this catalog with the spec's promotion, so the configuration, at the bottom of the funnel's layers,
 * needs nothing of pricing.
 */
const SPEC_CATALOG: Catalog = {
  Residential: {
    'House Exterior': 400,
    'Driveway Cleaning': 175,
    'Roof Cleaning': 500,
    'Pool Deck / Patio': 200,
    'Sidewalks / Walkways': 175,
  },
  Commercial: {
    'Storefronts & Parking Lots': 400,
    'Apartment Complexes': 500,
    'Dumpster Pads': 250,
    'Signage & Exterior Walls': 400,
  },
};

export interface FunnelConfig {
  /** The business as its texts name it (the answer to a HELP reply): its name and ten-digit phone. */
  readonly business: BusinessContact;
  readonly catalog: Catalog;
  /** Wizard property types, in the order the tiles show them. */
  readonly propertyTypes: readonly PropertyCategory[];
  readonly defaultPropertyType: PropertyCategory;
  readonly bookingModal: { readonly propertyTypes: readonly string[]; readonly services: readonly string[] };
  /** 12-hour slot labels, e.g. '8:30 AM'. `none` is shown while no date is chosen. */
  readonly timeSlots: {
    readonly weekday: readonly string[];
    readonly weekend: readonly string[];
    readonly none: readonly string[];
  };
  readonly calendar: {
    /** The business's IANA time zone: "today", the window and slot times are its wall clock. */
    readonly timeZone: string;
    /** Last selectable day is today plus this many months. */
    readonly monthsAhead: number;
    /** Days from today shown as booked until the owner saves their own availability (the demo set). */
    readonly bookedOffsets: readonly number[];
    /** Slots starting sooner than this are neither offered nor accepted. */
    readonly minNoticeMinutes: number;
    /** Jobs the business can take in one slot (crews). */
    readonly capacity: number;
  };
  readonly quoteProgress: {
    readonly step: number;
    readonly tickMs: number;
    /** Progress above which each later message shows. */
    readonly thresholds: readonly [number, number, number];
  };
  readonly phone: { readonly digits: number; readonly maxInputLength: number };
  /**
   * The words of the text-message consent box (issue 20). A ledger row stores the wording's version (its
   * SHA-256, `consentVersion`), never the text; the server accepts the versions of `smsWording` and of the
   * retired wordings it keeps (a page loaded before a change of wording), and refuses any other. `es` is
   * the same box on the Spanish pages (issue 41, decision 0321): its own wording, so its own versions,
   * and the ledger says which language's box the prospect ticked.
   */
  readonly consent: ConsentWordings & { readonly es: ConsentWordings };
  /**
   * The follow-up sequence's defaults (issue 20): minutes after the lead stopped for each message, and
   * the business's hours in which messages may go (its `calendar.timeZone`, 8 am to 8 pm).
   */
  readonly followUp: {
    readonly delaysMinutes: readonly [number, number, number];
    readonly sendHours: { readonly from: number; readonly to: number };
  };
}

/** One language's consent box: its wording now, and the ones it showed before (still accepted). */
export interface ConsentWordings {
  readonly smsWording: string;
  readonly retiredSmsWordings: readonly string[];
}

export const defaultConfig: FunnelConfig = {
  business: DEFAULT_BUSINESS,
  // The default price book (issue 21) is built from this catalog: its services and prices are the same.
  catalog: SPEC_CATALOG,
  propertyTypes: PROPERTY_CATEGORIES,
  defaultPropertyType: 'Residential',
  bookingModal: {
    propertyTypes: ['Single Story Home', 'Two Story Home', 'Townhouse', 'Commercial Building', 'Other'],
    services: ['Full House Wash', 'Driveway Cleaning', 'Roof Cleaning', 'Complete Package', 'Not Sure Yet'],
  },
  timeSlots: {
    weekday: ['8:30 AM', '11:00 AM', '1:30 PM', '4:00 PM'],
    weekend: ['10:00 AM', '12:30 PM', '2:30 PM', '4:30 PM'],
    none: ['9:00 AM', '11:30 AM', '2:00 PM', '4:30 PM'],
  },
  calendar: {
    timeZone: 'America/New_York',
    monthsAhead: 2,
    bookedOffsets: [2, 3, 7, 10, 14, 18, 21],
    minNoticeMinutes: 120,
    capacity: 1,
  },
  quoteProgress: { step: 0.5, tickMs: 75, thresholds: [30, 60, 90] },
  phone: { digits: 10, maxInputLength: 14 },
  consent: {
    smsWording:
      'Text me about my quote and appointment at this number (up to 3 reminders per quote). Message and data rates may apply. Reply STOP to opt out. Consent is not required to buy.',
    retiredSmsWordings: [],
    es: {
      smsWording:
        'Envíenme mensajes de texto sobre mi cotización y mi cita a este número (hasta 3 recordatorios por cotización). Pueden aplicarse tarifas de mensajes y datos. Responda ALTO o STOP para no recibir más. El consentimiento no es una condición de compra.',
      retiredSmsWordings: [],
    },
  },
  followUp: { delaysMinutes: [15, 24 * 60, 3 * 24 * 60], sendHours: { from: 8, to: 20 } },
};

/** The services offered for a category, in catalog order. */
export function servicesFor(category: PropertyCategory, config: FunnelConfig = defaultConfig): string[] {
  return Object.keys(config.catalog[category]);
}

/** Any value other than a known category reads as the default (Residential), as the spec says. */
export function normalizePropertyType(
  value: string | null | undefined,
  config: FunnelConfig = defaultConfig,
): PropertyCategory {
  const trimmed = value?.trim();
  return config.propertyTypes.find((c) => c === trimmed) ?? config.defaultPropertyType;
}
