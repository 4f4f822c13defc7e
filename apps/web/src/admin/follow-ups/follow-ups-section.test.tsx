import type { FollowUpReport } from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FollowUpsSection } from './follow-ups-section';

const report: FollowUpReport = {
  followedUp: 3,
  recovered: 2,
  recoveredValue: 800,
  byMessage: [
    { message: 1, followedUp: 3, recovered: 1, recoveredValue: 400 },
    { message: 2, followedUp: 1, recovered: 1, recoveredValue: 400 },
  ],
  bySource: [{ value: 'google', followedUp: 3, recovered: 2, recoveredValue: 800 }],
  outcomes: [
    { outcome: 'recovered', leads: 2 },
    { outcome: 'withdrawn', leads: 1 },
  ],
};

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('FollowUpsSection', () => {
  it('says what the follow-ups won back, by message, by source and how the sequences ended', () => {
    render(<FollowUpsSection report={report} />);
    expect(screen.getByText(/3 leads followed up; 2 booked after a follow-up, worth \$800/)).toBeTruthy();
    expect(rowsOf('Follow-ups by message')).toEqual([
      ['Message 1', '3', '1', '$400'],
      ['Message 2', '1', '1', '$400'],
    ]);
    expect(rowsOf('Follow-ups by source')).toEqual([['google', '3', '2', '$800']]);
    expect(rowsOf('How the sequences ended')).toEqual([
      ['Booked after a follow-up', '2'],
      ['Asked us to stop', '1'],
    ]);
  });

  it('says so when no follow-up went out in the range', () => {
    render(
      <FollowUpsSection
        report={{ followedUp: 0, recovered: 0, recoveredValue: 0, byMessage: [], bySource: [], outcomes: [] }}
      />,
    );
    expect(screen.getByText('No follow-ups went out in this range.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
