import {
  crewsOfSlots,
  CrewSettingsSchema,
  defaultAvailabilitySettings,
  WEEKDAYS,
  type CrewSettings,
  type CrewsView,
} from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrewsEditor } from './crews-editor';
import { CrewsSection } from './crews-section';

const fromSlots = crewsOfSlots(defaultAvailabilitySettings());
const day = (name: string) => within(screen.getByRole('group', { name }));

afterEach(() => vi.unstubAllGlobals());

describe('CrewsEditor', () => {
  it('names a mistake beside its field before saving, then saves what the schema accepts', async () => {
    const saved: CrewSettings[] = [];
    render(<CrewsEditor settings={fromSlots} saving={false} onSave={(s) => saved.push(s)} />);
    const user = userEvent.setup();
    // The weekly slots as they were: Monday from its first slot, its slots its only starts.
    expect(day('Monday').getByLabelText<HTMLInputElement>('Monday from').value).toBe('8:30 AM');
    expect(day('Monday').getByLabelText<HTMLInputElement>('Start times on Monday').value).toBe(
      '8:30 AM, 11:00 AM, 1:30 PM, 4:00 PM',
    );
    const until = day('Monday').getByLabelText('Monday until');
    await user.clear(until);
    await user.type(until, '8:00 AM');
    const tuesday = day('Tuesday').getByLabelText('Start times on Tuesday');
    await user.type(tuesday, ', 7:00 AM');
    await user.click(screen.getByRole('button', { name: 'Save crews' }));
    expect(day('Monday').getByText('must end after it starts')).toBeTruthy();
    expect(until.getAttribute('aria-invalid')).toBe('true');
    expect(day('Tuesday').getByText("7:00 AM is outside that day's working hours")).toBeTruthy();
    expect(saved).toHaveLength(0);

    await user.clear(until);
    await user.type(until, '5:00 PM');
    await user.clear(tuesday);
    await user.type(tuesday, '9:00 AM');
    await user.click(day('Saturday').getByRole('checkbox', { name: 'Crews work on Saturday' }));
    const crews = screen.getByLabelText('Number of crews');
    await user.clear(crews);
    await user.type(crews, '2');
    await user.click(screen.getByRole('button', { name: 'Save crews' }));
    expect(saved).toHaveLength(1);
    const settings = saved[0]!;
    expect(CrewSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings.crews).toBe(2);
    expect(settings.hours[1]).toEqual({ start: '8:30 AM', end: '5:00 PM' });
    expect(settings.hours[6]).toBeNull();
    expect(settings.allowedStarts?.[2]).toEqual(['9:00 AM']);
    expect(settings.allowedStarts?.[6]).toEqual([]);
  });

  it('saves no list of starts when every day leaves them empty: any half hour', async () => {
    const saved: CrewSettings[] = [];
    render(<CrewsEditor settings={fromSlots} saving={false} onSave={(s) => saved.push(s)} />);
    const user = userEvent.setup();
    for (const name of WEEKDAYS) await user.clear(day(name).getByLabelText(`Start times on ${name}`));
    await user.click(screen.getByRole('button', { name: 'Save crews' }));
    expect(saved[0]).toEqual({ crews: 1, hours: fromSlots.hours });
  });
});

describe('CrewsSection', () => {
  it("loads the crews in force, says they follow the slots, and saves the owner's", async () => {
    const bodies: unknown[] = [];
    const answers: CrewsView[] = [
      { settings: fromSlots, isDefault: true },
      { settings: { ...fromSlots, crews: 3 }, isDefault: false },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.body) bodies.push(JSON.parse(init.body as string));
        const body = JSON.stringify(answers.shift());
        return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
      }),
    );
    render(<CrewsSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(/Until you save them here, they follow your slot times/)).toBeTruthy();
    const crews = screen.getByLabelText('Number of crews');
    await user.clear(crews);
    await user.type(crews, '3');
    await user.click(screen.getByRole('button', { name: 'Save crews' }));
    expect(await screen.findByText('Crews saved.')).toBeTruthy();
    expect(bodies).toEqual([{ ...fromSlots, crews: 3 }]);
    expect(screen.queryByText(/Until you save them here/)).toBeNull();
  });
});
