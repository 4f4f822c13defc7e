import type { FunnelConfig } from '../../config/funnel-config.js';
import type { WebMessageKey } from '../../i18n/catalogs/index.js';
import type { ScheduleRules } from '../../calendar/availability-rules.js';
import type { IsoDay } from '../../calendar/calendar.js';
import type { OnboardingForm } from '../../lead/lead-fields.schema.js';
import type { VersionedPriceBook } from '../../pricing/price-book.schema.js';
import type { Quote } from '../../pricing/price-quote.js';
import type { QuoteChoices } from '../../pricing/quote-choices.js';
import type { QuoteSnapshot } from '../../pricing/quote.schema.js';

/** The wizard's routes under /onboarding, in the spec's order (Back follows it). */
export const WIZARD_ROUTES = [
  'welcome',
  'name',
  'contact',
  'address',
  'property-type',
  'service-type',
  'size',
  'review',
  'quote',
  'result',
  'confirmation',
  // Off the main path (decision 0253): an address outside the service area.
  'out-of-area',
] as const;
export type WizardRoute = (typeof WIZARD_ROUTES)[number];

/** The routes a person may jump back to with the browser (form steps and the review). */
export const FORM_ROUTES = WIZARD_ROUTES.slice(0, 8) as readonly WizardRoute[];

/** Top-level state names of the wizard chart, one per route. */
export type WizardStateName =
  | 'booked'
  | 'welcome'
  | 'name'
  | 'contact'
  | 'address'
  | 'propertyType'
  | 'serviceType'
  | 'size'
  | 'review'
  | 'quote'
  | 'result'
  | 'confirmation'
  | 'outOfArea';

export type Layout = 'desktop' | 'mobile';

/** Booked slots per day, from availability: `{ '2025-06-02': ['8:30 AM'] }`. */
export type TakenSlots = Readonly<Record<IsoDay, readonly string[]>>;

export interface Availability {
  readonly unavailableDays: readonly IsoDay[];
  readonly takenSlots: TakenSlots;
  /** The owner's weekly slots, window, notice and zone; absent: keep the ones the chart has. */
  readonly rules?: ScheduleRules;
  /**
   * The app's clock when this answer arrived: the calendar's today, window and notice follow it, so a
   * page left open overnight or for hours does not offer days and times that have passed since it
   * loaded. Absent: keep the chart's.
   */
  readonly now?: Date;
}

/**
 * Where the prospect's booking stands in this browser: `held` once the server reserved the slot,
 * `requested` while the booking waits in the outbox (the server could not be reached).
 */
export type BookingHold = 'held' | 'requested';

/** A booking this browser made earlier (restored from storage), shown to a returning prospect. */
export interface StoredBooking {
  readonly day: IsoDay;
  readonly slot: string;
  readonly hold: BookingHold;
  /** The private manage-link token the server gave a held booking (decision 0132). */
  readonly manageToken?: string;
  /** A free on-site assessment rather than a quoted job (decision 0254); absent: a quoted job. */
  readonly kind?: 'assessment';
}

/**
 * Where a resume link opens the wizard (the server's answer to the link, decision 0234): the step where
 * the prospect stopped, and the quote they were given there (kept while the services stay the same).
 */
export interface ResumePoint {
  readonly step: WizardRoute;
  readonly quote: Quote | null;
}

export interface OnboardingWizardInput {
  /** Values restored from browser storage by the app. */
  readonly stored?: Partial<OnboardingForm>;
  readonly layout?: Layout;
  /** The app's clock, read once by the app; the machine never reads the clock. */
  readonly now: Date;
  readonly unavailableDays?: readonly IsoDay[];
  readonly config?: FunnelConfig;
  /** The booking this browser holds from an earlier visit: the wizard opens on it. */
  readonly booking?: StoredBooking | null;
  /** Opened from a resume link: `stored` holds the lead's answers from the server, this the step and quote. */
  readonly resume?: ResumePoint;
  /** The price book to quote with; absent: the configuration's catalog until `priceBook.loaded`. */
  readonly book?: VersionedPriceBook;
  /**
   * Sizes, add-ons and code restored from storage or a resume link, raw (decision 0264): the book in
   * force filters them when it arrives.
   */
  readonly choices?: QuoteChoices;
}

export interface OnboardingWizardContext {
  form: OnboardingForm;
  quote: Quote | null;
  /** The quote a resume link brought back: the result shows it while the services it priced are chosen. */
  keptQuote: Quote | null;
  /** The resume link's step, until the welcome screen has opened it. */
  resume: ResumePoint | null;
  /** Why there is no quote, as a catalog key (`MISSING_EMAIL`, `PRICE_FAILURE`). */
  quoteError: WebMessageKey | null;
  /** Quote progress bar, 0 to 100. */
  progress: number;
  selectedDay: IsoDay | null;
  selectedSlot: string | null;
  layout: Layout;
  /**
   * Days the calendar offers nothing on: the server's answer, or until it arrives the configured blocked
   * days (`unavailableDaysOf`). Null until the scheduler first opens: the configured days count from the
   * business's today, and a page's first time-zone read costs a phone 50-90 ms of CPU that the wizard's
   * start does not need (decision 0303).
   */
  unavailableDays: readonly IsoDay[] | null;
  takenSlots: TakenSlots;
  /** The calendar rules (the owner's availability as the server last sent it, else the defaults). */
  rules: ScheduleRules;
  /** The booking made in this visit or an earlier one; null until one is made. */
  booking: StoredBooking | null;
  config: FunnelConfig;
  /** The price book quotes are priced with: the server's in force once it arrived (issue 21). */
  book: VersionedPriceBook;
  now: Date;
  /** Furthest route reached (index in WIZARD_ROUTES): `wizard.goto` may only go up to it. */
  reached: number;
  /** The contact step's text-message consent box: unticked until the prospect ticks it (decision 0220). */
  smsConsent: boolean;
  /** Sizes and add-ons (the size screen) and the promotion code (the review) the quote is priced with. */
  choices: QuoteChoices;
  /**
   * The server refused the promotion code: `CODE_REFUSED`, shown beside the field until it is changed (the
   * server's sentence is the API's English; the field says the catalog's, decision 0324).
   */
  codeError: WebMessageKey | null;
  /** The quote the server gave for the review's answers (decision 0249): it knows codes the public book hides. */
  serverQuote: QuoteSnapshot | null;
}

export type ReviewSection = 'contact' | 'address' | 'propertyType' | 'serviceType' | 'size' | 'notes';

export type OnboardingWizardEvent =
  | { type: 'field.change'; field: keyof OnboardingForm; value: string }
  /** The contact step's text-message consent box, ticked or unticked. */
  | { type: 'consent.sms.change'; granted: boolean }
  | { type: 'propertyType.select'; value: string }
  | { type: 'service.toggle'; service: string }
  /** The size screen: a service's size (the smallest size of the tier picked), an add-on ticked or not. */
  | { type: 'size.select'; service: string; size: number }
  | { type: 'addOn.toggle'; service: string; addOn: string }
  /** The review's "Have a promotion code?" field, as typed. */
  | { type: 'promotionCode.change'; code: string }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goto'; step: WizardRoute }
  | { type: 'review.edit'; section: ReviewSection }
  | { type: 'review.confirm' }
  | { type: 'result.back' }
  /** Outside the service area: join the waitlist with the details already given. */
  | { type: 'waitlist.join' }
  | { type: 'schedule.open' }
  | { type: 'schedule.close' }
  | { type: 'date.select'; day: IsoDay }
  | { type: 'slot.select'; slot: string }
  | { type: 'schedule.dateBack' }
  | { type: 'schedule.confirm' }
  | { type: 'layout.change'; layout: Layout }
  | ({ type: 'availability.loaded' } & Availability)
  /**
   * The server's price book in force (`GET /api/price-book`): quotes and the service list follow it, and
   * the business's day is read in its `timeZone` (the server's `BUSINESS_TIME_ZONE`, decision 0312).
   */
  | { type: 'priceBook.loaded'; book: VersionedPriceBook; timeZone?: string }
  /** The returning booked prospect starts a new quote (the contact details stay). */
  | { type: 'booking.startNew' }
  /** A capture sent in the background failed (see decision 0050). */
  | { type: 'xstate.error.actor.backgroundCapture'; error: unknown };
