import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The test files of a worker share one DOM and one module cache (`isolate: false`, decision 0250): each
// file starts as an isolated one would, from fresh app modules (their stores and caches are
// module-level), empty storage and the root address.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');

afterEach(() => {
  cleanup();
});
