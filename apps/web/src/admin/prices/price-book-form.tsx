import { DEFAULT_BUFFER_MINUTES, PROPERTY_CATEGORIES, type PriceBookAnswer } from '@pw/funnel';
import type { FormEvent } from 'react';
import { TextField } from '../../shared/form-controls';
import { Button, Card } from '../ui';
import { AssessmentFields } from './assessment-fields';
import { blankPromotion, blankService } from './price-book-draft';
import { SpanishNamesSummary } from './spanish-name';
import { PromotionFields } from './promotion-fields';
import { ServiceAreaFields } from './service-area-fields';
import { ServiceFields, type ErrorAt } from './service-fields';
import { usePriceBookEditor } from './use-price-book-editor';

/** The rules of every job: label, the draft's box and the book's path its sentences name. */
const JOB_RULES: [
  label: string,
  key: 'minimumCharge' | 'discountPercent' | 'discountFromServices' | 'bufferMinutes',
  path: string,
][] = [
  ['Minimum job charge ($, 0 for none)', 'minimumCharge', 'minimumCharge'],
  ['Multi-service discount (%, 0 for none)', 'discountPercent', 'multiServiceDiscount.percent'],
  ['Discount from this many services', 'discountFromServices', 'multiServiceDiscount.fromServices'],
  ['Set-up and travel minutes per job', 'bufferMinutes', 'bufferMinutes'],
];

/** The sentences under a list's own path (e.g. "needs at least one service"), shown above the list. */
function ListError({ what, error }: { what: string; error: string | undefined }) {
  return error ? <p className="text-sm text-red-700">{`${what}: ${error}`}</p> : null;
}

/**
 * The owner's whole price book as one form: each segment's services (base price, size question and
 * sizes, add-ons, each with its crew minutes), the rules of every job (minimum charge, multi-service
 * discount, set-up and travel minutes), the promotions and
 * where the company works.
 * Saved whole; a refusal names each field at fault beside it and counts them above the Save button.
 */
export function PriceBookForm({ loaded }: { loaded: PriceBookAnswer }) {
  const { draft, edit, errors, version, savedAt, saving, notice, save } = usePriceBookEditor(loaded);
  const under =
    (base: string): ErrorAt =>
    (path) =>
      errors[`${base}.${path}`];
  const faults = Object.keys(errors).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };

  return (
    <form aria-label="Price book" noValidate onSubmit={submit} className="space-y-6">
      <p className="text-sm text-slate-700">
        {savedAt
          ? `Version ${version}, saved ${new Date(savedAt).toLocaleString('en-US')}.`
          : `Version ${version}: the site's standard prices (never changed).`}{' '}
        New quotes use the prices as soon as you save; a quote already given keeps its prices.
      </p>
      <SpanishNamesSummary draft={draft} />
      {PROPERTY_CATEGORIES.map((category) => {
        const base = `categories.${category}.services`;
        return (
          <Card key={category} title={`${category} services`}>
            <div className="space-y-4">
              <ListError what="Services" error={errors[base]} />
              {draft.categories[category].map((service, i) => (
                <ServiceFields
                  key={i}
                  service={service}
                  change={(change) => edit((d) => change(d.categories[category][i]!))}
                  errorAt={under(`${base}.${i}`)}
                  onRemove={() => edit((d) => void d.categories[category].splice(i, 1))}
                />
              ))}
              <Button onClick={() => edit((d) => void d.categories[category].push(blankService()))}>
                Add a {category.toLowerCase()} service
              </Button>
            </div>
          </Card>
        );
      })}
      <Card
        title="Every job"
        intro="A job takes a crew the minutes of its services (at their size) and add-ons, plus the set-up and travel minutes. An empty minutes box uses the standard shown in it."
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {JOB_RULES.map(([label, key, path]) => (
            <TextField
              key={key}
              label={label}
              inputMode="numeric"
              autoComplete="off"
              placeholder={key === 'bufferMinutes' ? String(DEFAULT_BUFFER_MINUTES) : undefined}
              value={draft[key]}
              onValue={(v) =>
                edit((d) => {
                  d[key] = v;
                })
              }
              error={errors[path]}
            />
          ))}
        </div>
      </Card>
      <Card
        title="Promotions"
        intro="A quote gets one promotion: the one worth most to the prospect, never below the minimum charge."
      >
        <div className="space-y-4">
          <ListError what="Promotions" error={errors.promotions} />
          {draft.promotions.map((promotion, i) => (
            <PromotionFields
              key={i}
              promotion={promotion}
              change={(change) => edit((d) => change(d.promotions[i]!))}
              errorAt={under(`promotions.${i}`)}
              onRemove={() => edit((d) => void d.promotions.splice(i, 1))}
            />
          ))}
          <Button onClick={() => edit((d) => void d.promotions.push(blankPromotion()))}>
            Add a promotion
          </Button>
        </div>
      </Card>
      <ServiceAreaFields
        area={draft.serviceArea}
        change={(change) => edit((d) => change(d.serviceArea))}
        errors={errors}
      />
      <AssessmentFields
        assessment={draft.assessment}
        change={(change) => edit((d) => change(d.assessment))}
        error={errors['assessment.aboveTotal']}
      />
      <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <p role="alert" className="text-sm text-red-700">
          {errors[''] ??
            (faults > 0
              ? `${faults === 1 ? 'One field needs' : `${faults} fields need`} a fix before saving; each says why beside it.`
              : '')}
        </p>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save prices'}
        </Button>
        <p role="status" className="min-h-5 text-sm text-green-800">
          {notice}
        </p>
      </div>
    </form>
  );
}
