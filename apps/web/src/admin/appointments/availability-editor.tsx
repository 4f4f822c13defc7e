import { useState } from 'react';
import { WEEKDAYS, type AvailabilitySettings, type BlockedRange } from '@pw/funnel';

const INPUT = 'rounded border border-slate-400 p-2';
const BUTTON =
  'min-h-11 rounded-lg border-2 border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

const splitSlots = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The owner's availability: the slot times of each weekday (empty = day off), blocked days with a
 * reason, jobs per slot, the booking window and the minimum notice. Saved as a whole.
 */
export function AvailabilityEditor(props: {
  settings: AvailabilitySettings;
  saving: boolean;
  onSave: (settings: AvailabilitySettings) => void;
}) {
  const [slots, setSlots] = useState(props.settings.weeklySlots.map((s) => s.join(', ')));
  const [blocked, setBlocked] = useState<BlockedRange[]>(props.settings.blocked);
  const [capacity, setCapacity] = useState(String(props.settings.capacity));
  const [months, setMonths] = useState(String(props.settings.monthsAhead));
  const [noticeHours, setNoticeHours] = useState(String(props.settings.minNoticeMinutes / 60));
  const setRange = (i: number, patch: Partial<BlockedRange>) =>
    setBlocked(blocked.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <form
      aria-label="Availability"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave({
          weeklySlots: slots.map(splitSlots),
          blocked,
          capacity: Number(capacity),
          monthsAhead: Number(months),
          minNoticeMinutes: Math.round(Number(noticeHours) * 60),
        });
      }}
    >
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="font-semibold">Working days and slot times (empty for a day off)</legend>
        {WEEKDAYS.map((name, i) => (
          <label key={name} className="flex flex-col text-sm">
            Slot times on {name}
            <input
              className={INPUT}
              value={slots[i]}
              onChange={(e) => setSlots(slots.map((s, j) => (j === i ? e.target.value : s)))}
            />
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Blocked days</legend>
        {blocked.map((range, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2 text-sm">
            <label className="flex flex-col">
              Blocked from
              <input
                type="date"
                className={INPUT}
                value={range.from}
                onChange={(e) => setRange(i, { from: e.target.value })}
              />
            </label>
            <label className="flex flex-col">
              Blocked to
              <input
                type="date"
                className={INPUT}
                value={range.to}
                onChange={(e) => setRange(i, { to: e.target.value })}
              />
            </label>
            <label className="flex flex-col">
              Reason
              <input
                className={INPUT}
                value={range.reason}
                onChange={(e) => setRange(i, { reason: e.target.value })}
              />
            </label>
            <button
              type="button"
              className={BUTTON}
              onClick={() => setBlocked(blocked.filter((_, j) => j !== i))}
            >
              Remove blocked days {range.from}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${BUTTON} self-start`}
          onClick={() => setBlocked([...blocked, { from: '', to: '', reason: '' }])}
        >
          Add blocked days
        </button>
      </fieldset>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex flex-col">
          Jobs per slot
          <input
            type="number"
            min={1}
            className={INPUT}
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </label>
        <label className="flex flex-col">
          Booking window (months)
          <input
            type="number"
            min={1}
            className={INPUT}
            value={months}
            onChange={(e) => setMonths(e.target.value)}
          />
        </label>
        <label className="flex flex-col">
          Minimum notice (hours)
          <input
            type="number"
            min={0}
            step={0.5}
            className={INPUT}
            value={noticeHours}
            onChange={(e) => setNoticeHours(e.target.value)}
          />
        </label>
      </div>
      <button
        type="submit"
        disabled={props.saving}
        className="min-h-11 self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {props.saving ? 'Saving…' : 'Save availability'}
      </button>
    </form>
  );
}
