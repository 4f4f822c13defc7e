import { useState } from 'react';
import { WEEKDAYS, type AvailabilitySettings, type BlockedRange } from '@pw/funnel';
import { TextField } from '../../shared/form-controls';

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
          <TextField
            key={name}
            label={`Slot times on ${name}`}
            value={slots[i] ?? ''}
            onValue={(text) => setSlots(slots.map((s, j) => (j === i ? text : s)))}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Blocked days</legend>
        {blocked.map((range, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <TextField
              label="Blocked from"
              type="date"
              value={range.from}
              onValue={(from) => setRange(i, { from })}
            />
            <TextField
              label="Blocked to"
              type="date"
              value={range.to}
              onValue={(to) => setRange(i, { to })}
            />
            <TextField label="Reason" value={range.reason} onValue={(reason) => setRange(i, { reason })} />
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
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Jobs per slot" type="number" min={1} value={capacity} onValue={setCapacity} />
        <TextField label="Booking window (months)" type="number" min={1} value={months} onValue={setMonths} />
        <TextField
          label="Minimum notice (hours)"
          type="number"
          min={0}
          step={0.5}
          value={noticeHours}
          onValue={setNoticeHours}
        />
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
