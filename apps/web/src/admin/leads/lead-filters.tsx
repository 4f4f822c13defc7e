import { useEffect, useId, useRef } from 'react';
import { defaultConfig, LANGUAGES, LEAD_SORTS, LEAD_STATUSES, STAGES, type LeadListQuery } from '@pw/funnel';
import { languageName, stageLabel } from '../admin-format';

export type LeadQuery = Omit<LeadListQuery, 'cursor' | 'limit'>;

const SORT_LABELS: Record<(typeof LEAD_SORTS)[number], string> = {
  lastActivity: 'Last activity',
  created: 'Created',
  name: 'Name',
  quotedPrice: 'Quoted price',
};

const ORDER_LABELS: Record<(typeof LEAD_SORTS)[number], Record<'asc' | 'desc', string>> = {
  lastActivity: { desc: 'newest first', asc: 'oldest first' },
  created: { desc: 'newest first', asc: 'oldest first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  quotedPrice: { desc: 'highest first', asc: 'lowest first' },
};

/** Property types the two forms offer: the wizard's categories and the booking modal's kinds. */
const PROPERTY_TYPES = [
  ...new Set([...defaultConfig.propertyTypes, ...defaultConfig.bookingModal.propertyTypes]),
];

type Option<T extends string> = { value: T; label: string };

const STAGE_OPTIONS = STAGES.filter((s) => s !== 'screen_viewed').map((s) => ({
  value: s,
  label: stageLabel(s),
}));
const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: stageLabel(s) }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((t) => ({ value: t, label: t }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: languageName(l) }));
const SORT_OPTIONS = LEAD_SORTS.flatMap((s) =>
  (['desc', 'asc'] as const).map((d) => ({
    value: `${s}:${d}`,
    label: `${SORT_LABELS[s]} (${ORDER_LABELS[s][d]})`,
  })),
);

const field = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';
const label = 'block text-sm font-medium text-slate-800';
/** An emptied field clears its filter. */
const text = (v: string) => (v === '' ? undefined : v);

/** The inbox's search and filters. Every change is applied at once (the URL holds the query). */
export function LeadFilters({ query, onChange }: { query: LeadQuery; onChange: (q: LeadQuery) => void }) {
  const id = useId();
  // The latest query: the delayed search must not bring back filters changed while it waited.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  const set = (patch: Partial<LeadQuery>) => {
    latest.current = { ...latest.current, ...patch };
    onChange(latest.current);
  };
  // The search waits for a pause in typing, so one request goes out per search, not per key.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (v: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => set({ q: text(v.trim()) }), 300);
  };
  return (
    <form
      role="search"
      aria-label="Leads"
      className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className={label}>
          Search name, e-mail or phone
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={field}
          defaultValue={query.q ?? ''}
          onChange={(e) => search(e.target.value)}
        />
      </div>
      <SelectFilter
        id={`${id}-stage`}
        label="Stage"
        any="Any stage"
        value={query.stage}
        options={STAGE_OPTIONS}
        onChange={(stage) => set({ stage })}
      />
      <SelectFilter
        id={`${id}-status`}
        label="Status"
        any="Any status"
        value={query.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
      />
      <SelectFilter
        id={`${id}-type`}
        label="Property type"
        any="Any type"
        value={query.propertyType}
        options={TYPE_OPTIONS}
        onChange={(propertyType) => set({ propertyType })}
      />
      <SelectFilter
        id={`${id}-language`}
        label="Language"
        any="Any language"
        value={query.language}
        options={LANGUAGE_OPTIONS}
        onChange={(language) => set({ language })}
      />
      <DayInput
        id={`${id}-from`}
        label="Created from"
        value={query.from}
        onChange={(from) => set({ from })}
      />
      <DayInput id={`${id}-to`} label="Created to" value={query.to} onChange={(to) => set({ to })} />
      <SelectFilter
        id={`${id}-sort`}
        label="Sort by"
        value={`${query.sort}:${query.dir}`}
        options={SORT_OPTIONS}
        onChange={(value) => {
          const [sort, dir] = (value ?? SORT_OPTIONS[0]!.value).split(':') as [
            LeadQuery['sort'],
            LeadQuery['dir'],
          ];
          set({ sort, dir });
        }}
      />
    </form>
  );
}

/** One labelled date filter; an emptied field clears the filter. */
function DayInput(p: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <div>
      <label htmlFor={p.id} className={label}>
        {p.label}
      </label>
      <input
        id={p.id}
        type="date"
        className={field}
        value={p.value ?? ''}
        onChange={(e) => p.onChange(text(e.target.value))}
      />
    </div>
  );
}

/**
 * One labelled select filter. With `any`, a first option of that label (value '') clears the filter;
 * without it (the sort) one of the options is always chosen.
 */
function SelectFilter<T extends string>(p: {
  id: string;
  label: string;
  any?: string;
  value: T | undefined;
  options: readonly Option<T>[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div>
      <label htmlFor={p.id} className={label}>
        {p.label}
      </label>
      <select
        id={p.id}
        className={field}
        value={p.value ?? ''}
        onChange={(e) => p.onChange(text(e.target.value) as T | undefined)}
      >
        {p.any !== undefined ? <option value="">{p.any}</option> : null}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
