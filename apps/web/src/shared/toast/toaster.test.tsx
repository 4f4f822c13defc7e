import { act, fireEvent, render, screen } from '@testing-library/react';
import { SUBMISSION_ERROR } from '@pw/funnel';
import { InLanguage, renderInEnglish } from '../../test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, Toaster } from './toaster';
import { dismissToasts, getToasts, noticeToast, resetToasts, toast, TOAST_REMOVE_DELAY } from './toast-store';

afterEach(() => {
  vi.useRealTimers();
  act(() => resetToasts());
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    renderInEnglish(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Submission Error', description: 'Please try again.', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    const title = screen.getByText('Submission Error');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    expect(getToasts()).toHaveLength(1);
  });

  it('closes by itself after 5000 ms and is removed from the store much later', () => {
    vi.useFakeTimers();
    renderInEnglish(<Toaster />);
    act(() => void toast({ title: 'Request Submitted' }));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.getByText('Request Submitted')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(200));
    expect(getToasts()[0]?.open).toBe(false);
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(getToasts()).toHaveLength(0);
  });

  it('closes the toasts of a scope only (a step left), leaving others open', () => {
    toast({ title: 'Submission Error', variant: 'destructive' });
    act(() => dismissToasts('step'));
    expect(getToasts()[0]?.open).toBe(true);
    toast({ title: 'Invalid Email', variant: 'destructive', scope: 'step' });
    act(() => dismissToasts('step'));
    expect(getToasts()[0]).toMatchObject({ title: 'Invalid Email', open: false });
  });

  it('closes with its close button', () => {
    renderInEnglish(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('closes with Escape', () => {
    renderInEnglish(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    fireEvent.keyDown(screen.getByText('Saved').closest('li')!, { key: 'Escape' });
    expect(getToasts()[0]?.open).toBe(false);
  });

  it("says its close button and region in the page's language", () => {
    render(
      <InLanguage language="es">
        <Toaster />
      </InLanguage>,
    );
    act(() => void toast({ title: 'Guardado' }));
    expect(screen.getByRole('region', { name: 'Avisos (F8)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('offers the F8 region to assistive technology', () => {
    renderInEnglish(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it("says a chart's toast (catalog keys) in the page's language, the region and close button too", () => {
    render(
      <InLanguage language="es">
        <Toaster />
      </InLanguage>,
    );
    act(() => void toast(noticeToast(SUBMISSION_ERROR)));
    expect(screen.getByText('Error al enviar')).toBeTruthy();
    expect(screen.getByText('Hubo un problema al enviar su solicitud. Inténtelo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el aviso' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Avisos (F8)' })).toBeTruthy();
  });
});
