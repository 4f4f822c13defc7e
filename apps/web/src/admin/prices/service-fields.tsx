import { TextField } from '../../shared/form-controls';
import { Button } from '../ui';
import { addOnDefault, serviceDefault, tierDefault } from './crew-minutes-defaults';
import { blankSize, type ServiceDraft, type SizeDraft } from './price-book-draft';
import { spanishHint } from './spanish-name';

/** The sentence of the field at `path` under a base path, if the last refusal named it. */
export type ErrorAt = (path: string) => string | undefined;

const money = { inputMode: 'numeric', autoComplete: 'off' } as const;
/** An empty minutes box shows the default it stands for. */
const minutesBox = (fallback: number) => ({ ...money, placeholder: String(fallback) });

/**
 * One service of the book: its name, its base price, its crew minutes (empty: the default shown), its size question with the sizes a prospect picks
 * from (smallest first; an empty "to" on the last size means "and more"), and its add-ons. `change`
 * edits the service in the draft; `errorAt` gives the sentence of a field by its path in the book.
 */
export function ServiceFields({
  service,
  change,
  errorAt,
  onRemove,
}: {
  service: ServiceDraft;
  change: (edit: (s: ServiceDraft) => void) => void;
  errorAt: ErrorAt;
  onRemove: () => void;
}) {
  const title = service.name.trim() || 'New service';
  return (
    <fieldset className="min-w-0 space-y-3 rounded-md border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Service name"
          value={service.name}
          onValue={(v) => change((s) => void (s.name = v))}
          error={errorAt('name')}
        />
        <TextField
          label="Service name in Spanish"
          lang="es"
          value={service.nameEs}
          onValue={(v) => change((s) => void (s.nameEs = v))}
          hint={spanishHint(service.nameEs)}
          error={errorAt('nameEs')}
        />
        <TextField
          label="Base price ($)"
          {...money}
          value={service.price}
          onValue={(v) => change((s) => void (s.price = v))}
          error={errorAt('price')}
        />
        <TextField
          label="Crew minutes"
          {...minutesBox(serviceDefault(service))}
          value={service.minutes}
          onValue={(v) => change((s) => void (s.minutes = v))}
          error={errorAt('minutes')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input
          type="checkbox"
          className="size-5"
          checked={service.size !== null}
          onChange={(e) => change((s) => void (s.size = e.target.checked ? blankSize() : null))}
        />
        Price by size (ask the prospect a size question)
      </label>
      {service.size ? (
        <SizeFields
          size={service.size}
          fallback={(i) => tierDefault(service, service.size!.tiers[i]!)}
          change={(edit) => change((s) => s.size && edit(s.size))}
          errorAt={(p) => errorAt(`size.${p}`)}
        />
      ) : null}
      <AddOnFields service={service} change={change} errorAt={errorAt} />
      <Button variant="danger" onClick={onRemove}>
        Remove {title}
      </Button>
    </fieldset>
  );
}

function SizeFields({
  size,
  fallback,
  change,
  errorAt,
}: {
  size: SizeDraft;
  /** What an empty minutes box of the i-th size stands for. */
  fallback: (i: number) => number;
  change: (edit: (s: SizeDraft) => void) => void;
  errorAt: ErrorAt;
}) {
  return (
    <div className="space-y-3 border-l-4 border-brand-100 pl-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Size question"
          placeholder="How many cars does your driveway hold?"
          value={size.question}
          onValue={(v) => change((s) => void (s.question = v))}
          error={errorAt('question')}
        />
        <TextField
          label="Size question in Spanish"
          lang="es"
          placeholder="¿Cuántos autos caben en su entrada?"
          value={size.questionEs}
          onValue={(v) => change((s) => void (s.questionEs = v))}
          hint={spanishHint(size.questionEs)}
          error={errorAt('questionEs')}
        />
        <TextField
          label="What is counted"
          placeholder="cars"
          value={size.unit}
          onValue={(v) => change((s) => void (s.unit = v))}
          error={errorAt('unit')}
        />
      </div>
      {errorAt('tiers') ? <p className="text-sm text-red-700">Sizes: {errorAt('tiers')}</p> : null}
      <ol className="space-y-3">
        {size.tiers.map((tier, i) => {
          const n = i + 1;
          const at = (field: string) => errorAt(`tiers.${i}.${field}`);
          const set = (field: 'label' | 'labelEs' | 'from' | 'to' | 'price' | 'minutes') => (v: string) =>
            change((s) => void (s.tiers[i]![field] = v));
          return (
            <li key={i} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-4">
              <div className="col-span-2">
                <TextField
                  label={`Size ${n} as the prospect reads it`}
                  placeholder="3-4 cars"
                  value={tier.label}
                  onValue={set('label')}
                  error={at('label')}
                />
              </div>
              <div className="col-span-2">
                <TextField
                  label={`Size ${n} in Spanish`}
                  lang="es"
                  placeholder="3-4 autos"
                  value={tier.labelEs}
                  onValue={set('labelEs')}
                  hint={spanishHint(tier.labelEs)}
                  error={at('labelEs')}
                />
              </div>
              <TextField
                label={`Size ${n} from`}
                {...money}
                value={tier.from}
                onValue={set('from')}
                error={at('from')}
              />
              <TextField
                label={`Size ${n} to`}
                {...money}
                placeholder={i === size.tiers.length - 1 ? 'and more' : ''}
                value={tier.to}
                onValue={set('to')}
                error={at('to')}
              />
              <TextField
                label={`Size ${n} price ($)`}
                {...money}
                value={tier.price}
                onValue={set('price')}
                error={at('price')}
              />
              <TextField
                label={`Size ${n} crew minutes`}
                {...minutesBox(fallback(i))}
                value={tier.minutes}
                onValue={set('minutes')}
                error={at('minutes')}
              />
              {size.tiers.length > 2 ? (
                <Button
                  className="col-span-2 sm:col-span-4 sm:justify-self-start"
                  onClick={() => change((s) => void s.tiers.splice(i, 1))}
                >
                  Remove size {n}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        onClick={() =>
          change((s) => {
            const last = s.tiers.at(-1);
            const from = last && last.to.trim() !== '' ? String(Number(last.to) + 1) : '';
            s.tiers.push({ label: '', labelEs: '', from, to: '', price: '', minutes: '' });
          })
        }
      >
        Add a size
      </Button>
    </div>
  );
}

function AddOnFields({
  service,
  change,
  errorAt,
}: {
  service: ServiceDraft;
  change: (edit: (s: ServiceDraft) => void) => void;
  errorAt: ErrorAt;
}) {
  return (
    <div className="space-y-3">
      {errorAt('addOns') ? <p className="text-sm text-red-700">Add-ons: {errorAt('addOns')}</p> : null}
      {service.addOns.map((addOn, i) => (
        <div key={i} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-5">
          <div className="col-span-2 sm:col-span-1">
            <TextField
              label={`Add-on ${i + 1}`}
              placeholder="Gutter brightening"
              value={addOn.name}
              onValue={(v) => change((s) => void (s.addOns[i]!.name = v))}
              error={errorAt(`addOns.${i}.name`)}
            />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <TextField
              label={`Add-on ${i + 1} in Spanish`}
              lang="es"
              value={addOn.nameEs}
              onValue={(v) => change((s) => void (s.addOns[i]!.nameEs = v))}
              hint={spanishHint(addOn.nameEs)}
              error={errorAt(`addOns.${i}.nameEs`)}
            />
          </div>
          <TextField
            label={`Add-on ${i + 1} price ($)`}
            {...money}
            value={addOn.price}
            onValue={(v) => change((s) => void (s.addOns[i]!.price = v))}
            error={errorAt(`addOns.${i}.price`)}
          />
          <TextField
            label={`Add-on ${i + 1} crew minutes`}
            {...minutesBox(addOnDefault(addOn))}
            value={addOn.minutes}
            onValue={(v) => change((s) => void (s.addOns[i]!.minutes = v))}
            error={errorAt(`addOns.${i}.minutes`)}
          />
          <Button onClick={() => change((s) => void s.addOns.splice(i, 1))}>Remove add-on {i + 1}</Button>
        </div>
      ))}
      <Button
        onClick={() => change((s) => void s.addOns.push({ name: '', nameEs: '', price: '', minutes: '' }))}
      >
        Add an add-on
      </Button>
    </div>
  );
}
