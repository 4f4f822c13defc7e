import { useId } from 'react';

export const PRESETS = [7, 30, 90] as const;
export type RangeChoice = { preset: (typeof PRESETS)[number] } | { from: string; to: string };

const DAY = 86_400_000;
const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The UTC days of a choice (the server counts UTC days): the last N days end today. */
export function daysOf(choice: RangeChoice, now: Date): { from: string; to: string } {
  if ('from' in choice) return choice;
  return { from: utcDay(now.getTime() - (choice.preset - 1) * DAY), to: utcDay(now.getTime()) };
}

const field = 'mt-1 block rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm';

/** Last 7, 30 or 90 days, or two days of one's own. */
export function RangePicker({
  choice,
  now,
  onChange,
}: {
  choice: RangeChoice;
  now: Date;
  onChange: (c: RangeChoice) => void;
}) {
  const id = useId();
  const custom = 'from' in choice;
  const days = daysOf(choice, now);
  return (
    <fieldset className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
      <legend className="sr-only">Range</legend>
      <div role="radiogroup" aria-label="Range" className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <label
            key={p}
            className="flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          >
            <input
              type="radio"
              name={`${id}-range`}
              checked={!custom && choice.preset === p}
              onChange={() => onChange({ preset: p })}
            />
            Last {p} days
          </label>
        ))}
        <label className="flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm">
          <input type="radio" name={`${id}-range`} checked={custom} onChange={() => onChange(days)} />
          Custom
        </label>
      </div>
      {custom ? (
        <>
          <div>
            <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={field}
              value={choice.from}
              max={choice.to}
              onChange={(e) => e.target.value && onChange({ from: e.target.value, to: choice.to })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={field}
              value={choice.to}
              min={choice.from}
              onChange={(e) => e.target.value && onChange({ from: choice.from, to: e.target.value })}
            />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
