import type { InboxPageLead } from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LeadCards } from './lead-cards';
import { LeadFilters, type LeadQuery } from './lead-filters';
import { LeadsTable } from './leads-table';

const lead = (id: number, email: string, language: 'en' | 'es' | null) =>
  ({ id, email, name: email, language, contact: null }) as unknown as InboxPageLead;
const leads = [
  lead(1, 'ana@example.com', 'es'),
  lead(2, 'ann@example.com', 'en'),
  lead(3, 'old@example.com', null),
];

describe("the lead's language in the inbox (issue 41)", () => {
  it('shows each lead’s language by its own name, a lead with none as English', () => {
    render(
      <MemoryRouter>
        <LeadsTable leads={leads} now={0} />
        <LeadCards leads={leads} now={0} />
      </MemoryRouter>,
    );
    const column = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent === 'Language');
    const cells = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[column]!);
    expect(cells.map((c) => [c.textContent, c.getAttribute('lang')])).toEqual([
      ['Español', 'es'],
      ['English', 'en'],
      ['English', 'en'],
    ]);
    expect(
      screen.getAllByTestId('lead-card').map((c) => within(c).getByText(/^(English|Español)$/).textContent),
    ).toEqual(['Español', 'English', 'English']);
  });

  it('filters by language, and "Any language" clears it', async () => {
    const onChange = vi.fn<(q: LeadQuery) => void>();
    render(<LeadFilters query={{ sort: 'lastActivity', dir: 'desc' }} onChange={onChange} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ language: 'es' }));
    await user.selectOptions(screen.getByLabelText('Language'), 'Any language');
    expect(onChange.mock.lastCall![0].language).toBeUndefined();
  });
});
