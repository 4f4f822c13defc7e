import { useId } from 'react';
import { TextField } from '../../shared/form-controls';
import { Button } from '../ui';
import type { PromotionDraft } from './price-book-draft';
import type { ErrorAt } from './service-fields';
import { spanishHint } from './spanish-name';

type TextKey = 'name' | 'nameEs' | 'value' | 'code' | 'startsOn' | 'endsOn' | 'useLimit';

/**
 * One promotion: what it is called (the banner's and the quote line's words), dollars or percent off,
 * automatic or by code, the days it runs (both included; empty is open), first jobs only, shown on the
 * site or kept for whoever has the code, and how many times it may be given.
 */
export function PromotionFields({
  promotion,
  change,
  errorAt,
  onRemove,
}: {
  promotion: PromotionDraft;
  change: (edit: (p: PromotionDraft) => void) => void;
  errorAt: ErrorAt;
  onRemove: () => void;
}) {
  const title = promotion.name.trim() || 'New promotion';
  const kindName = useId();
  const text = (key: TextKey) => ({
    value: promotion[key],
    onValue: (v: string) =>
      change((p) => {
        p[key] = v;
      }),
    error: errorAt(key),
  });
  const check = (key: 'firstJobOnly' | 'advertised', label: string) => (
    <label className="flex min-h-11 items-center gap-3 text-slate-900">
      <input
        type="checkbox"
        className="size-5"
        checked={promotion[key]}
        onChange={(e) =>
          change((p) => {
            p[key] = e.target.checked;
          })
        }
      />
      {label}
    </label>
  );
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <TextField label="Promotion name (shown on the banner and the quote)" {...text('name')} />
      <TextField
        label="Promotion name in Spanish"
        lang="es"
        hint={spanishHint(promotion.nameEs)}
        {...text('nameEs')}
      />
      <fieldset className="flex flex-wrap gap-x-6">
        <legend className="text-sm font-medium text-slate-800">What it takes off</legend>
        {(['amount', 'percent'] as const).map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input
              type="radio"
              className="size-5"
              name={kindName}
              checked={promotion.kind === kind}
              onChange={() =>
                change((p) => {
                  p.kind = kind;
                })
              }
            />
            {kind === 'amount' ? 'Dollars off' : 'Percent off'}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={promotion.kind === 'amount' ? 'Dollars off ($)' : 'Percent off (%)'}
          inputMode="numeric"
          autoComplete="off"
          {...text('value')}
        />
        <TextField
          label="Code (empty: applied automatically)"
          autoComplete="off"
          spellCheck={false}
          {...text('code')}
        />
        <TextField label="Starts on (empty: now)" type="date" {...text('startsOn')} />
        <TextField label="Ends on (empty: no end)" type="date" {...text('endsOn')} />
        <TextField
          label="Times it may be given (empty: no limit)"
          inputMode="numeric"
          autoComplete="off"
          {...text('useLimit')}
        />
      </div>
      {check('firstJobOnly', 'First job only')}
      {check('advertised', 'Show on the site (the banner and the Pricing page)')}
      <Button variant="danger" onClick={onRemove}>
        Remove {title}
      </Button>
    </fieldset>
  );
}
