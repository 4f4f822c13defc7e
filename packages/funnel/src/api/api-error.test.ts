import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error.js';

describe('readApiError', () => {
  it("keeps the server's code and message", () => {
    expect(readApiError({ error: 'slot_taken', message: 'Sorry.' }, 409)).toEqual({
      error: 'slot_taken',
      message: 'Sorry.',
    });
  });

  it('names the status when the body is not the shape (a proxy page, no JSON, wrong types)', () => {
    for (const body of [null, 'Bad Gateway', { error: 3, message: ['x'] }, {}])
      expect(readApiError(body, 502)).toEqual({ error: 'error', message: 'The server answered 502.' });
    expect(readApiError(null, 401, 'unauthorized').error).toBe('unauthorized');
    expect(readApiError({ message: 'Wrong password.' }, 401, 'unauthorized')).toEqual({
      error: 'unauthorized',
      message: 'Wrong password.',
    });
  });
});
