import { describe, expect, it } from 'vitest';
import { unfocusHiddenControls } from './hidden-focusables.mjs';

describe('unfocusHiddenControls', () => {
  it('takes an aria-hidden button out of the tab order, as Headless UI renders its focus sentinel', () => {
    const sentinel = '<button type="button" aria-hidden="true" style="position:fixed;top:1px">';
    expect(unfocusHiddenControls(`<div>${sentinel}</button></div>`)).toBe(
      '<div><button tabindex="-1" type="button" aria-hidden="true" style="position:fixed;top:1px"></button></div>',
    );
  });

  it('leaves visible controls, hidden non-controls and a tabindex already chosen alone', () => {
    const html = [
      '<button type="button">Continue</button>',
      '<svg aria-hidden="true"></svg>',
      '<div aria-hidden="true" role="tabpanel"></div>',
      '<button aria-hidden="true" tabindex="0"></button>',
      '<a aria-hidden="true">no href</a>',
    ].join('');
    expect(unfocusHiddenControls(html)).toBe(html);
  });

  it('also covers links and form fields', () => {
    expect(unfocusHiddenControls('<a href="/x" aria-hidden="true">x</a><input aria-hidden="true" />')).toBe(
      '<a tabindex="-1" href="/x" aria-hidden="true">x</a><input tabindex="-1" aria-hidden="true" />',
    );
  });
});
