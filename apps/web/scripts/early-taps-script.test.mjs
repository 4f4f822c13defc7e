/* global window, document, MouseEvent */
// Runs in happy-dom (vitest.config.ts), where these are the page's.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyTapsScript } from './early-taps-script.mjs';

const { tag, hash } = earlyTapsScript();
const code = tag.replace(/^<script>/, '').replace(/<\/script>$/, '');
const controllers = [];

afterEach(() => {
  for (const c of controllers.splice(0)) c.abort();
  document.body.innerHTML = '';
  delete window.__earlyTaps;
});

/** Runs the inline script in this page, its listener removed after the test. */
function install() {
  const controller = new AbortController();
  controllers.push(controller);
  const add = window.addEventListener;
  window.addEventListener = (type, fn, opts) =>
    add.call(window, type, fn, { capture: opts, signal: controller.signal });
  try {
    new Function(code)();
  } finally {
    window.addEventListener = add;
  }
  document.body.innerHTML =
    '<form><button data-tap="start"><span>Go</span></button></form><button id="plain">Plain</button>';
}

describe('the early-taps inline script of prerendered pages', () => {
  it('is one classic inline script whose CSP hash is the SHA-256 of its exact text', () => {
    expect(tag.startsWith('<script>')).toBe(true);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('cancels and records a tap on a control not live yet, from any element inside it', () => {
    install();
    let submitted = 0;
    document.querySelector('form').addEventListener('submit', (e) => {
      e.preventDefault();
      submitted++;
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);
    expect(window.__earlyTaps.q).toEqual(['start']);
    // Shown as counted at once: pressed, with a spinner, until the control's code serves the tap.
    expect(document.querySelector('[data-tap]').hasAttribute('data-busy')).toBe(true);
  });

  it('lets taps through once the control is live, and never touches unmarked elements', () => {
    install();
    window.__earlyTaps.live.add('start');
    let reached = 0;
    document.body.addEventListener('click', () => reached++);
    document.querySelector('[data-tap]').click();
    document.querySelector('#plain').click();
    expect(reached).toBe(2);
    expect(window.__earlyTaps.q).toEqual([]);
    expect(document.querySelector('[data-busy]')).toBeNull();
  });
});
