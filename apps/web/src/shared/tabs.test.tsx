import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Prices() {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      items={[
        { label: 'Residential', panel: <p>House prices</p>, tap: 'pricing-tab Residential' },
        { label: 'Commercial', panel: <p>Shop prices</p> },
        { label: 'Fleet', panel: <button type="button">Ask us</button> },
      ]}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('shows the selected tab’s panel, labelled by its tab, and keeps only that tab in the Tab order', () => {
    render(<Prices />);
    expect(tab('Residential').getAttribute('aria-selected')).toBe('true');
    expect(tab('Commercial').getAttribute('aria-selected')).toBe('false');
    expect([tab('Residential').tabIndex, tab('Commercial').tabIndex, tab('Fleet').tabIndex]).toEqual([
      0, -1, -1,
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Residential' });
    expect(panel.textContent).toBe('House prices');
    expect(tab('Residential').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tab('Residential').dataset.tap).toBe('pricing-tab Residential');
  });

  it('selects a tab on click', async () => {
    render(<Prices />);
    await userEvent.click(tab('Commercial'));
    expect(screen.getByRole('tabpanel', { name: 'Commercial' }).textContent).toBe('Shop prices');
    expect(screen.queryByText('House prices')).toBeNull();
  });

  it('moves the selection and the focus with the arrow keys (wrapping), Home and End', async () => {
    render(<Prices />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Residential'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Commercial'));
    expect(tab('Commercial').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Residential'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Fleet'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Residential'));
    await userEvent.keyboard('{End}');
    // The shown panel is next in the Tab order (jsdom has no layout to skip the hidden ones by).
    expect(screen.getByRole('tabpanel', { name: 'Fleet' }).tabIndex).toBe(0);
  });

  it('moves from the focused tab when it is not the selected one (a screen reader focused it)', async () => {
    render(<Prices />);
    tab('Fleet').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Commercial'));
    expect(tab('Commercial').getAttribute('aria-selected')).toBe('true');
  });
});
