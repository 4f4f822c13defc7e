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
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';

export interface ReviewStepProps extends StepNav {
  form: OnboardingForm;
  onEdit: (section: ReviewSection) => void;
  submitting?: boolean;
  /** Per service with a size or add-ons: its name and what was chosen ('3-4 cars, Sealing'); empty: no section. */
  choices?: readonly (readonly [string, string])[];
  /** The promotion code as typed, and the server's sentence when it refused it. */
  code?: string;
  codeError?: string | null;
  /** The promotion the code gives this quote (`appliedCodeOf`), said under the field; null: none known. */
  applied?: QuoteSnapshot['promotion'];
  onCodeChange?: (code: string) => void;
}

/** The line under the code field when the browser's book gives the code: its promotion and what it takes off. */
export function appliedCodeLine(applied: NonNullable<QuoteSnapshot['promotion']>): string {
  return `Applied: ${applied.name} (saves ${formatDollars(applied.amount)} on this quote)`;
}

function Section(props: {
  title: string;
  section: ReviewSection;
  onEdit: ReviewStepProps['onEdit'];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`review-${props.section}`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`review-${props.section}`} className="font-semibold text-slate-900">
          {props.title}
        </h2>
        <button
          type="button"
          onClick={() => props.onEdit(props.section)}
          aria-label={`Edit ${props.title.toLowerCase()}`}
          className="min-h-11 min-w-11 rounded-md px-2 font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Edit
        </button>
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">{props.children}</dl>
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
  ...nav
}: ReviewStepProps) {
  return (
    <StepLayout
      heading="Confirm Your Details"
      subheading="Please review your information before we generate your quote"
      continueLabel="Confirm & Generate Quote"
      continueDisabled={submitting}
      {...nav}
    >
      <Section title="Contact details" section="contact" onEdit={onEdit}>
        <Row term="Name" value={form.name} />
        <Row term="Email" value={form.email} />
        <Row term="Phone" value={formatPhoneDisplay(form.phone)} />
      </Section>
      <Section title="Property address" section="address" onEdit={onEdit}>
        <Row term="Address" value={form.address} />
      </Section>
      <Section title="Property type" section="propertyType" onEdit={onEdit}>
        <Row term="Type" value={form.propertyType} />
      </Section>
      <Section title="Service needed" section="serviceType" onEdit={onEdit}>
        <Row term="Services" value={parseServices(form.serviceNeeded).join(', ')} />
      </Section>
      {choices.length > 0 && (
        <Section title="Size and add-ons" section="size" onEdit={onEdit}>
          {choices.map(([service, chosen]) => (
            <Row key={service} term={service} value={chosen} />
          ))}
        </Section>
      )}
      {form.notes.trim() && (
        <Section title="Additional notes" section="notes" onEdit={onEdit}>
          <Row term="Notes" value={form.notes} />
        </Section>
      )}
      {onCodeChange && (
        <TextField
          label="Have a promotion code?"
          value={code}
          onValue={onCodeChange}
          error={codeError ?? undefined}
          hint={applied ? appliedCodeLine(applied) : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      )}
    </StepLayout>
  );
}
