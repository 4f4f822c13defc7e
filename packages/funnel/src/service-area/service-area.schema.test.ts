import { describe, expect, it, vi } from 'vitest';

describe('ServiceAreaSchema', () => {
  it('is built without Intl: a number format at import would keep ICU resident in the server', async () => {
    vi.resetModules();
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      const { ServiceAreaSchema } = await import('./service-area.schema.js');
      expect(toLocale).not.toHaveBeenCalled();
      const zips = Array.from({ length: 2001 }, (_, i) => String(10_000 + i));
      const issue = ServiceAreaSchema.safeParse({ zips, towns: [] }).error?.issues[0];
      expect(issue?.message).toBe('can have at most 2,000 ZIP codes');
    } finally {
      toLocale.mockRestore();
    }
  });
});
