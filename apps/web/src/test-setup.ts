import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The test files of a worker share one DOM and one module cache (`isolate: false`, decision 0250): each
// file starts as an isolated one would, from fresh app modules (their stores and caches are
// module-level), empty storage, the root address and a root element without the marks a page sets on it
// (`data-hydrated` left by another file would make this one's page interactive before it starts).
vi.resetModules();
for (const name of document.documentElement.getAttributeNames())
  if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');

afterEach(() => {
  cleanup();
});
