import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  emptyOnboardingForm,
  NO_CHOICES,
  selectSize,
  toggleAddOn,
  type QuoteChoices,
  type ServicePrice,
  CODE_REFUSED,
} from '@pw/funnel';
import { sizedDriveway } from '@pw/funnel/testing';
import { renderAt, translateIn } from '../../test-utils';
import { renderInRouter } from '../test/render-in-router';
import { ReviewStep } from './review-step';
import { choiceRows } from './size-choices';
import { SizeStep } from './size-step';

afterEach(cleanup);

const driveway = sizedDriveway;
const gutters: ServicePrice = {
  name: 'Gutter Cleaning',
  price: 150,
  addOns: [{ name: 'Brightening', price: 40 }],
};

/** The screen with the chart's own choice functions, as the wizard renders it. */
function Harness({ onContinue }: { onContinue: (choices: QuoteChoices) => void }) {
  const [choices, setChoices] = useState(NO_CHOICES);
  return (
    <SizeStep
      services={[driveway, gutters]}
      choices={choices}
      onSelectSize={(service, size) => setChoices((c) => selectSize(c, service, size))}
      onToggleAddOn={(service, addOn) => setChoices((c) => toggleAddOn(c, service, addOn))}
      onContinue={() => onContinue(choices)}
      onBack={() => {}}
    />
  );
}

describe('the size and add-ons screen', () => {
  it('asks each size question as a radio group with prices, and add-ons as checkboxes', async () => {
    const onContinue = vi.fn();
    renderInRouter(<Harness onContinue={onContinue} />);
    const sizes = screen.getByRole('group', { name: 'How many cars does your driveway hold?' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['1-2 cars$175', '3-4 cars$250', '5 or more cars$325']);
    expect(screen.getByRole('group', { name: 'Add-ons for Gutter Cleaning' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Sealing/ }).closest('label')?.textContent).toBe(
      'Sealing+$120',
    );

    // Continue without a size: the question says it is required, beside it.
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sizes.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(sizes).getByText('Please choose a size')).toBeTruthy();

    // The keyboard: Space picks the focused size, the arrows move within the group.
    within(sizes).getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    expect(within(sizes).getByRole<HTMLInputElement>('radio', { name: /3-4 cars/ }).checked).toBe(true);
    expect(within(sizes).queryByText('Please choose a size')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Brightening/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenLastCalledWith({
      sizes: { 'Driveway Cleaning': 3 },
      addOns: { 'Gutter Cleaning': ['Brightening'] },
      code: '',
    });
  });

  it('the review lists the sizes and add-ons with an Edit, and shows a refused code beside its field', async () => {
    const onEdit = vi.fn();
    const onCodeChange = vi.fn();
    const choices = toggleAddOn(
      selectSize(NO_CHOICES, 'Driveway Cleaning', 7),
      'Driveway Cleaning',
      'Sealing',
    );
    renderInRouter(
      <ReviewStep
        form={{ ...emptyOnboardingForm, serviceNeeded: 'Driveway Cleaning, Gutter Cleaning' }}
        choices={choiceRows([driveway, gutters], choices, 'No add-ons')}
        code="SPRING"
        codeError={CODE_REFUSED}
        onCodeChange={onCodeChange}
        onEdit={onEdit}
        onContinue={() => {}}
      />,
    );
    const section = screen.getByRole('region', { name: 'Size and add-ons' });
    expect(within(section).getByText('5 or more cars, Sealing')).toBeTruthy();
    expect(within(section).getByText('No add-ons')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit size and add-ons' }));
    expect(onEdit).toHaveBeenCalledWith('size');
    const field = screen.getByRole('textbox', { name: 'Have a promotion code?' });
    expect((field as HTMLInputElement).value).toBe('SPRING');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      "This code can't be used.",
    );
    await userEvent.type(field, '1');
    expect(onCodeChange).toHaveBeenLastCalledWith('SPRING1');
  });

  it("in Spanish: the size screen and the review, the owner's names as written", async () => {
    renderAt(<Harness onContinue={() => {}} />, '/es/onboarding/size');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cuéntenos el tamaño');
    expect(screen.getByRole('group', { name: 'Extras para Gutter Cleaning' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Elija un tamaño')).toBeTruthy();
    cleanup();
    renderAt(
      <ReviewStep
        form={{ ...emptyOnboardingForm, propertyType: 'Commercial', serviceNeeded: 'Gutter Cleaning' }}
        choices={choiceRows([gutters], NO_CHOICES, translateIn('es')('wizard.size.noAddOns'))}
        code="SPRING"
        codeError={CODE_REFUSED}
        onCodeChange={() => {}}
        onEdit={() => {}}
        onContinue={() => {}}
      />,
      '/es/onboarding/review',
    );
    const section = screen.getByRole('region', { name: 'Tamaño y extras' });
    expect(within(section).getByText('Sin extras')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar tamaño y extras' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Tipo de propiedad' })).getByText('Comercial'),
    ).toBeTruthy();
    const field = screen.getByRole('textbox', { name: '¿Tiene un código de promoción?' });
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Este código no se puede usar.',
    );
    expect(screen.getByRole('button', { name: 'Confirmar y obtener la cotización' })).toBeTruthy();
  });
});
