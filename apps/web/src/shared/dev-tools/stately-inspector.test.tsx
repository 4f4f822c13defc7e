import { screen, waitFor } from '@testing-library/react';
import { renderInEnglish as render } from '../../test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import BookingModal from '../../site/booking/booking-modal';

// A stand-in for the Stately inspector, which opens stately.ai in a pop-up and cannot run here: it records
// what the charts report to it.
const seen: InspectionEvent[] = [];
const createBrowserInspector = vi.fn(() => ({
  inspect: { next: (e: InspectionEvent) => void seen.push(e) },
}));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

beforeEach(() => {
  seen.length = 0;
  history.replaceState(null, '', '/?inspect');
});
afterEach(() => history.replaceState(null, '', '/'));

/** The ids of the charts whose actors reported to the inspector. */
const actorIds = () =>
  new Set(
    seen.flatMap((e) =>
      e.type === '@xstate.actor'
        ? [(e.actorRef.getSnapshot() as { machine?: { id: string } }).machine?.id]
        : [],
    ),
  );

describe('?inspect in development', () => {
  it("shows the booking modal's chart from its first state, with one inspector for the page", async () => {
    const first = render(<BookingModal onClose={() => {}} />);
    await screen.findByRole('dialog', { name: 'Schedule Your Free Assessment' });
    expect(actorIds()).toContain('bookingModal');
    first.unmount();
    seen.length = 0;
    render(<BookingModal onClose={() => {}} />);
    await waitFor(() => expect(actorIds()).toContain('bookingModal'));
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  });
});
