import type { ReactNode } from 'react';
import {
  formatDollars,
  formatPhoneDisplay,
  parseServices,
  type OnboardingForm,
  type QuoteSnapshot,
  type ReviewSection,
} from '@pw/funnel';
import { TextField } from '../../shared/form-controls';
import { T, useT, type Translate, type WebMessageKey } from '../../shared/i18n';
import { StepLayout } from '../layout/step-layout';
import { ENGLISH_NAMES, type BookNames } from '../book-names';
import type { StepNav } from './step-nav';

export interface ReviewStepProps extends StepNav {
  form: OnboardingForm;
  onEdit: (section: ReviewSection) => void;
  submitting?: boolean;
  /** Per service with a size or add-ons: its name and what was chosen ('3-4 cars, Sealing'); empty: no section. */
  choices?: readonly (readonly [string, string])[];
  /** The promotion code as typed, and the catalog's sentence when the server refused it (decision 0324). */
  code?: string;
  codeError?: WebMessageKey | null;
  /** The promotion the code gives this quote (`appliedCodeOf`), said under the field; null: none known. */
  applied?: QuoteSnapshot['promotion'];
  onCodeChange?: (code: string) => void;
  /** How the page names the book's services and promotions. */
  names?: BookNames;
}

/** The line under the code field when the browser's book gives the code: its promotion and what it takes off. */
export function appliedCodeLine(
  applied: NonNullable<QuoteSnapshot['promotion']>,
  t: Translate,
  names: BookNames = ENGLISH_NAMES,
): string {
  const name = names.name(applied.name);
  return t('wizard.review.codeApplied', { name, amount: formatDollars(applied.amount) });
}

/** Each section's title, and its title as the Edit button's label says it ("Edit contact details"). */
const SECTIONS = {
  contact: ['wizard.review.contact', 'wizard.review.contact.lower'],
  address: ['wizard.review.address', 'wizard.review.address.lower'],
  propertyType: ['wizard.review.propertyType', 'wizard.review.propertyType.lower'],
  serviceType: ['wizard.review.serviceType', 'wizard.review.serviceType.lower'],
  size: ['wizard.review.size', 'wizard.review.size.lower'],
  notes: ['wizard.review.notes', 'wizard.review.notes.lower'],
} as const satisfies Record<ReviewSection, readonly [WebMessageKey, WebMessageKey]>;

function Section(props: { section: ReviewSection; onEdit: ReviewStepProps['onEdit']; children: ReactNode }) {
  const t = useT();
  const [title, lower] = SECTIONS[props.section];
  return (
    <section aria-labelledby={`review-${props.section}`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`review-${props.section}`} className="font-semibold text-slate-900">
          <T id={title} />
        </h2>
        <button
          type="button"
          onClick={() => props.onEdit(props.section)}
          aria-label={t('wizard.review.editSection', { section: t(lower) })}
          className="min-h-11 min-w-11 rounded-md px-2 font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <T id="wizard.review.edit" />
        </button>
      </div>
      <dl className="mt-1 grid grid-cols-[fit-content(50%)_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-800">
        {props.children}
      </dl>
    </section>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{value || '—'}</dd>
    </>
  );
}

export function ReviewStep({
  form,
  onEdit,
  submitting,
  choices = [],
  code = '',
  codeError,
  applied = null,
  onCodeChange,
  names = ENGLISH_NAMES,
  ...nav
}: ReviewStepProps) {
  const t = useT();
  return (
    <StepLayout
      heading={t('wizard.review.heading')}
      subheading={t('wizard.review.subheading')}
      continueLabel={t('wizard.review.confirm')}
      continueDisabled={submitting}
      {...nav}
    >
      <Section section="contact" onEdit={onEdit}>
        <Row term={t('wizard.review.name')} value={form.name} />
        <Row term={t('wizard.review.email')} value={form.email} />
        <Row term={t('wizard.review.phone')} value={formatPhoneDisplay(form.phone)} />
      </Section>
      <Section section="address" onEdit={onEdit}>
        <Row term={t('wizard.review.addressRow')} value={form.address} />
      </Section>
      <Section section="propertyType" onEdit={onEdit}>
        <Row
          term={t('wizard.review.type')}
          value={form.propertyType && t('pricing.category', { category: form.propertyType })}
        />
      </Section>
      <Section section="serviceType" onEdit={onEdit}>
        <Row
          term={t('wizard.review.services')}
          value={parseServices(form.serviceNeeded).map(names.name).join(', ')}
        />
      </Section>
      {choices.length > 0 && (
        <Section section="size" onEdit={onEdit}>
          {choices.map(([service, chosen]) => (
            <Row key={service} term={service} value={chosen} />
          ))}
        </Section>
      )}
      {form.notes.trim() && (
        <Section section="notes" onEdit={onEdit}>
          <Row term={t('wizard.review.notesRow')} value={form.notes} />
        </Section>
      )}
      {onCodeChange && (
        <TextField
          label={t('wizard.review.code')}
          value={code}
          onValue={onCodeChange}
          error={codeError ? t(codeError) : undefined}
          hint={applied ? appliedCodeLine(applied, t, names) : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      )}
    </StepLayout>
  );
}
