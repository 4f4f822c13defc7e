import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromotionCodesCard } from './promotion-codes';

describe('the Prices page: promotion codes today', () => {
  it('shows the owner why each code is refused, which the prospect is not told', () => {
    render(
      <PromotionCodesCard
        answer={{
          today: '2026-05-01',
          codes: [
            { code: 'FIRST50', name: 'Get $50 off', uses: 3, useLimit: null, standing: null },
            { code: 'SOON', name: 'Soon', uses: 0, useLimit: null, standing: 'not_started' },
            { code: 'GONE', name: 'Gone', uses: 4, useLimit: null, standing: 'ended' },
            { code: 'FEW', name: 'Few', uses: 20, useLimit: 20, standing: 'used_up' },
          ],
        }}
      />,
    );
    expect(
      screen.getByText(/reads only "This code can't be used\." Here is why, as of 2026-05-01\./),
    ).toBeTruthy();
    const row = (code: string) => screen.getByRole('rowheader', { name: code }).closest('tr')!;
    expect(within(row('FIRST50')).getByText('3 (no limit)')).toBeTruthy();
    expect(within(row('FIRST50')).getByText('Given')).toBeTruthy();
    expect(within(row('SOON')).getByText('Refused: not started yet')).toBeTruthy();
    expect(within(row('GONE')).getByText('Refused: ended')).toBeTruthy();
    expect(within(row('FEW')).getByText('20 of 20')).toBeTruthy();
    expect(within(row('FEW')).getByText('Refused: used as many times as it may be')).toBeTruthy();
  });
});
