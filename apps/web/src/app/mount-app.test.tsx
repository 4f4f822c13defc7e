import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { mountApp } from './mount-app';

/** Whether `page` was ever seen without content by a mutation observer, until `stop`. */
function watchEmpty(page: HTMLElement) {
  let empty = false;
  const observer = new MutationObserver(() => (empty ||= (page.textContent ?? '').trim() === ''));
  observer.observe(page, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return empty;
  };
}

describe('mountApp over a prerendered page', () => {
  let root: Root | undefined;
  const page = document.createElement('div');
  afterEach(() => {
    root?.unmount();
    page.remove();
    history.replaceState(null, '', '/');
  });

  it("keeps the page's HTML while the route's code loads, then replaces it whole, never empty between", async () => {
    history.replaceState(null, '', '/privacy-policy/');
    page.innerHTML = '<h1>Prerendered welcome</h1>';
    document.body.append(page);
    const stop = watchEmpty(page);
    const mounting = mountApp(page);
    expect(page.textContent).toBe('Prerendered welcome');
    root = await mounting;
    await waitFor(() => expect(page.querySelector('h1')?.textContent).toBe('Privacy Policy'));
    expect(page.textContent).not.toContain('Prerendered welcome');
    expect(stop()).toBe(false);
  });

  it('runs afterFirstCommit after the app is on screen', async () => {
    history.replaceState(null, '', '/terms-of-service');
    page.innerHTML = '<p>Prerendered</p>';
    document.body.append(page);
    let seen: string | null | undefined;
    let done = () => {};
    const committed = new Promise<void>((resolve) => (done = resolve));
    root = await mountApp(page, () => {
      seen = page.querySelector('h1')?.textContent;
      done();
    });
    await committed;
    expect(seen).toBe('Terms of Service');
  });
});
