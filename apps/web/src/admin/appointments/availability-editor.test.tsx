import {
  AvailabilitySettingsSchema,
  defaultAvailabilitySettings,
  type AvailabilitySettings,
} from '@pw/funnel';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvailabilityEditor } from './availability-editor';

describe('AvailabilityEditor', () => {
  it('reads its number fields by label and saves them as numbers the server schema accepts', () => {
    const saved: AvailabilitySettings[] = [];
    render(
      <AvailabilityEditor
        settings={defaultAvailabilitySettings()}
        saving={false}
        onSave={(s) => saved.push(s)}
      />,
    );
    const number = (label: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name: label });
    expect(number('Jobs per slot').min).toBe('1');
    expect(number('Minimum notice (hours)').step).toBe('0.5');
    fireEvent.change(number('Jobs per slot'), { target: { value: '3' } });
    fireEvent.change(number('Booking window (months)'), { target: { value: '4' } });
    fireEvent.change(number('Minimum notice (hours)'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Slot times on Monday'), {
      target: { value: '9:00 AM, 1:00 PM' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ capacity: 3, monthsAhead: 4, minNoticeMinutes: 90 });
    expect(saved[0]!.weeklySlots[1]).toEqual(['9:00 AM', '1:00 PM']);
    expect(AvailabilitySettingsSchema.safeParse(saved[0]).success).toBe(true);
  });
});
