// Shared vitest setup: a console.error during a test fails that test (conventions.md), so a React
// warning or a swallowed error cannot hide behind a green run.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error>;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
