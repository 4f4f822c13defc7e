import { screen } from '@testing-library/react';
import { renderInEnglish } from '../../test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NavPhoneLink } from './phone-link';

declare global {
  interface Window {
    happyDOM: { setViewport(size: { width: number; height: number }): void };
  }
}

function renderAtWidth(width: number) {
  window.happyDOM.setViewport({ width, height: 800 });
  const style = document.createElement('style');
  // The shipped stylesheet (Tailwind's at-rules mean nothing here; the switch rules are plain CSS).
  style.textContent = readFileSync(resolve(__dirname, '../../styles.css'), 'utf8');
  document.head.appendChild(style);
  renderInEnglish(<NavPhoneLink phone="5615550142" />);
  const icon = screen.getByTestId('nav-phone-icon');
  const number = screen.getByTestId('nav-phone-number');
  return {
    icon: getComputedStyle(icon).display,
    number: getComputedStyle(number).display,
    hrefs: [icon, number].map((a) => a.getAttribute('href')),
  };
}

afterEach(() => {
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});

describe('navigation phone link', () => {
  it('is a round icon button below 768 px', () => {
    expect(renderAtWidth(767)).toMatchObject({ icon: 'inline-flex', number: 'none' });
  });

  it('shows the formatted number from 768 px', () => {
    expect(renderAtWidth(768)).toMatchObject({ icon: 'none', number: 'inline-flex' });
  });

  it('both call the same tel: number; the icon is named for screen readers', () => {
    expect(renderAtWidth(1280).hrefs).toEqual(['tel:+15615550142', 'tel:+15615550142']);
    expect(screen.getByTestId('nav-phone-icon').getAttribute('aria-label')).toBe('Call (561) 555-0142');
    expect(screen.getByTestId('nav-phone-number').textContent).toBe('(561) 555-0142');
  });
});
