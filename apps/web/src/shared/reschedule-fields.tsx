import type { SlotMove } from '@pw/funnel';
import { SelectField, TextField } from './form-controls';
import { useT } from './i18n';
import { useAppointmentWords } from './appointment-words';

/**
 * The day and time of a move: the owner's "Move" on an appointment card and the prospect's reschedule
 * on their manage page. With `slots`, the time is picked from the chosen day's open times (and cleared
 * when the day changes, as those times belong to the old day); without, it is typed, as the owner may
 * put a job at any time. The two fields sit side by side when their container is wide enough and stack
 * in a narrow one (a phone, or a column of the admin week view). Its words are the page's language's (the
 * owner's area is English only).
 */
export function RescheduleFields(props: {
  /** The date field's visible name (the owner's form says "New day", the prospect's "New date"). */
  dayLabel: string;
  /** The new day (yyyy-MM-dd) and time, as the server takes a move. */
  value: SlotMove;
  onChange: (value: SlotMove) => void;
  /** The open times of `value.day` to choose from; absent: the time is typed. */
  slots?: readonly string[];
  /** The first and last day the date field offers. */
  window?: { first: string; last: string } | null;
  /** Why the chosen day cannot be taken, shown under the date field and tied to it. */
  dayProblem?: string | undefined;
}) {
  const { value, onChange, slots } = props;
  const t = useT();
  const words = useAppointmentWords();
  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
        <TextField
          label={props.dayLabel}
          type="date"
          value={value.day}
          min={props.window?.first}
          max={props.window?.last}
          error={props.dayProblem}
          onValue={(day) => onChange({ day, time: slots ? '' : value.time })}
        />
        {slots ? (
          <SelectField
            label={t('manage.newTime')}
            value={value.time}
            options={slots}
            optionLabel={words.time}
            placeholder={t('manage.chooseTime')}
            onValue={(time) => onChange({ ...value, time })}
          />
        ) : (
          <TextField
            label={t('manage.newTime')}
            value={value.time}
            onValue={(time) => onChange({ ...value, time })}
          />
        )}
      </div>
    </div>
  );
}
