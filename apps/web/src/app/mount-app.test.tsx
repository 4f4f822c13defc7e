import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { mountApp } from './mount-app';

describe('mountApp over a prerendered page', () => {
  let root: Root | undefined;
  const page = document.createElement('div');
  afterEach(() => {
    root?.unmount();
    page.remove();
    history.replaceState(null, '', '/');
  });

  it("keeps the page's HTML until the route's code is here, then replaces it whole in one commit", async () => {
    history.replaceState(null, '', '/privacy-policy');
    page.innerHTML = '<h1>Prerendered welcome</h1>';
    document.body.append(page);
    const mounting = mountApp(page);
    expect(page.textContent).toBe('Prerendered welcome');
    root = await mounting;
    // Nothing awaited after the mount: the lazy page is there in the first commit, not a fallback after it.
    expect(page.querySelector('h1')?.textContent).toBe('Privacy Policy');
    expect(page.textContent).not.toContain('Prerendered welcome');
  });

  it('finds the page as the router does, a trailing slash included', async () => {
    vi.resetModules(); // fresh route modules: no page's code loaded by an earlier test
    const fresh = await import('./mount-app');
    history.replaceState(null, '', '/privacy-policy/');
    page.innerHTML = '<h1>Prerendered</h1>';
    document.body.append(page);
    root = await fresh.mountApp(page);
    expect(page.querySelector('h1')?.textContent).toBe('Privacy Policy');
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
