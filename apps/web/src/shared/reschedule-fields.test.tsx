import type { SlotMove } from '@pw/funnel';
import { fireEvent, screen } from '@testing-library/react';
import { renderInEnglish as render } from '../test-utils';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RescheduleFields } from './reschedule-fields';

/** The fields with their own state, as both forms hold it; `seen` records every change. */
function Harness(props: { start: SlotMove; slots?: string[]; problem?: string; seen: SlotMove[] }) {
  const [value, setValue] = useState(props.start);
  return (
    <RescheduleFields
      dayLabel="New date"
      value={value}
      onChange={(v) => {
        props.seen.push(v);
        setValue(v);
      }}
      window={{ first: '2026-03-02', last: '2026-06-01' }}
      dayProblem={props.problem}
      {...(props.slots ? { slots: props.slots } : {})}
    />
  );
}

describe('RescheduleFields', () => {
  it('picks the time from the open slots and clears it when the day changes', () => {
    const seen: SlotMove[] = [];
    render(<Harness start={{ day: '2026-03-10', time: '' }} slots={['8:30 AM', '11:00 AM']} seen={seen} />);
    const day = screen.getByLabelText<HTMLInputElement>('New date');
    expect(day.type).toBe('date');
    expect([day.min, day.max]).toEqual(['2026-03-02', '2026-06-01']);
    const time = screen.getByRole<HTMLSelectElement>('combobox', { name: 'New time' });
    expect([...time.options].map((o) => o.text)).toEqual(['Choose a time', '8:30 AM', '11:00 AM']);
    fireEvent.change(time, { target: { value: '11:00 AM' } });
    fireEvent.change(day, { target: { value: '2026-03-11' } });
    expect(seen).toEqual([
      { day: '2026-03-10', time: '11:00 AM' },
      { day: '2026-03-11', time: '' },
    ]);
  });

  it('lets the time be typed without slots, and keeps it when the day changes', () => {
    const seen: SlotMove[] = [];
    render(<Harness start={{ day: '2026-03-10', time: '8:30 AM' }} seen={seen} />);
    const time = screen.getByRole<HTMLInputElement>('textbox', { name: 'New time' });
    expect(time.value).toBe('8:30 AM');
    fireEvent.change(screen.getByLabelText('New date'), { target: { value: '2026-03-12' } });
    fireEvent.change(time, { target: { value: '7:15 AM' } });
    expect(seen).toEqual([
      { day: '2026-03-12', time: '8:30 AM' },
      { day: '2026-03-12', time: '7:15 AM' },
    ]);
  });

  it("ties the day's problem to the date field", () => {
    render(<Harness start={{ day: '2026-03-15', time: '' }} slots={[]} problem="No open times." seen={[]} />);
    const day = screen.getByLabelText('New date');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(day.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No open times.',
    );
  });
});
