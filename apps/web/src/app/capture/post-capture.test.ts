import { CaptureSchema } from '@pw/funnel';
import { describe, expect, it, vi } from 'vitest';
import { buildCapture, getVisitId, postCapture } from './post-capture';

describe('captures', () => {
  it('builds a capture the server schema accepts, blank fields left out', () => {
    const capture = buildCapture(
      {
        formType: 'bookingModal',
        stage: 'booking_progress',
        currentStep: 'contact',
        fields: { name: 'Ana', email: 'ana@example.com', phone: '(561) 555-0123', notes: '  ' },
      },
      new Date('2026-03-01T10:00:00Z'),
    );
    expect(CaptureSchema.parse(capture)).toEqual(capture);
    expect(capture.fields).not.toHaveProperty('notes');
    expect(capture.timestamp).toBe('2026-03-01T10:00:00.000Z');
  });

  it('keeps one visit id per browser', () => {
    localStorage.clear();
    const first = getVisitId();
    expect(getVisitId()).toBe(first);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('POSTs JSON to /api/captures and throws when refused', async () => {
    const capture = buildCapture({
      formType: 'bookingModal',
      stage: 'booking_progress',
      currentStep: 'contact',
      fields: {},
    });
    const ok = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    await postCapture(capture, ok);
    expect(ok).toHaveBeenCalledWith(
      '/api/captures',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(capture) }),
    );
    const refused = vi.fn(() => Promise.resolve(new Response('{}', { status: 400 })));
    await expect(postCapture(capture, refused)).rejects.toThrow('capture rejected: 400');
  });
});
