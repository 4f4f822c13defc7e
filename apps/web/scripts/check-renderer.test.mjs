import { describe, expect, it } from 'vitest';
import { rendererProblems } from './check-renderer.mjs';

describe('the browser build renderer check', () => {
  it('passes a build with React DOM and no other renderer', () => {
    expect(rendererProblems(['@headlessui/react', 'react', 'react-dom', 'scheduler', 'xstate'])).toEqual([]);
  });

  it("fails a build aliased to Preact's compat: React DOM missing, Preact bundled", () => {
    expect(rendererProblems(['@headlessui/react', 'preact', 'xstate'])).toEqual([
      'react is not bundled',
      'react-dom is not bundled',
      'scheduler is not bundled',
      'preact is bundled',
    ]);
  });
});
