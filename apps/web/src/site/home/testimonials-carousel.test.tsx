import { fireEvent, screen } from '@testing-library/react';
import { renderInEnglish } from '../../test-utils';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TestimonialsCarousel from './testimonials-carousel';

const slide = () => screen.getByText(/^\d \/ 6$/).textContent;
const track = () => screen.getAllByRole('group')[0]!.parentElement!;

describe('testimonial carousel', () => {
  it('shows six reviews with name, location and five stars', () => {
    renderInEnglish(<TestimonialsCarousel />);
    expect(screen.getAllByRole('group')).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: '5 out of 5 stars' })).toHaveLength(6);
    expect(screen.getByText('Maria Gonzalez')).toBeTruthy();
    expect(screen.getAllByText('Jupiter, FL')).toHaveLength(2);
  });

  it('disables previous at the first review and next at the last', async () => {
    const user = userEvent.setup();
    renderInEnglish(<TestimonialsCarousel />);
    const previous = screen.getByRole('button', { name: 'Previous review' });
    const next = screen.getByRole('button', { name: 'Next review' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    for (let i = 0; i < 5; i++) await user.click(next);
    expect(slide()).toBe('6 / 6');
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
    await user.click(next);
    expect(slide()).toBe('6 / 6');
    expect(track().style.getPropertyValue('--slide')).toBe('5');
  });

  it('moves by a swipe past 50 px and ignores a shorter one', () => {
    renderInEnglish(<TestimonialsCarousel />);
    const area = track().parentElement!;
    fireEvent.pointerDown(area, { clientX: 300 });
    fireEvent.pointerUp(area, { clientX: 260 });
    expect(slide()).toBe('1 / 6');
    fireEvent.pointerDown(area, { clientX: 300 });
    fireEvent.pointerUp(area, { clientX: 240 });
    expect(slide()).toBe('2 / 6');
    fireEvent.pointerDown(area, { clientX: 100 });
    fireEvent.pointerUp(area, { clientX: 200 });
    expect(slide()).toBe('1 / 6');
    fireEvent.pointerDown(area, { clientX: 100 });
    fireEvent.pointerUp(area, { clientX: 200 });
    expect(slide()).toBe('1 / 6');
  });
});
