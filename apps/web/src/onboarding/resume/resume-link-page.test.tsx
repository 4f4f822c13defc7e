/**
 * The resume link's page and its sentence in the page's language (issue 41): a Spanish link's page says
 * it opens the quote in Spanish, and a refused link's sentence is Spanish though the API's is English.
 */
import { RESUME_LINK_REFUSED } from '@pw/funnel';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-utils';
import { ResumeLinkNotice, ResumeLinkPage } from './resume-link-page';

const refused = {
  ok: false,
  problem: 'refused',
  code: 'link_invalid',
  message: RESUME_LINK_REFUSED,
} as const;

describe('the resume link page', () => {
  it('says it opens the quote in the page language', () => {
    // The server never answers here: the page stays on its sentence.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt(<ResumeLinkPage token={'A'.repeat(43)} onDone={() => {}} />, '/es/onboarding/resume');
    expect(screen.getByRole('status').textContent).toBe('Abriendo su cotización...');
    vi.unstubAllGlobals();
  });

  it("says a refused link's sentence in English as the server does, and in Spanish", () => {
    const { unmount } = renderAt(<ResumeLinkNotice outcome={refused} />, '/onboarding/welcome');
    expect(screen.getByRole('complementary', { name: 'Your link' }).textContent).toBe(RESUME_LINK_REFUSED);
    unmount();
    renderAt(<ResumeLinkNotice outcome={refused} />, '/es/onboarding/welcome');
    expect(screen.getByRole('complementary', { name: 'Su enlace' }).textContent).toBe(
      'Este enlace venció o ya no es válido. Comencemos una nueva cotización: solo toma un minuto.',
    );
  });

  it("says the server's own sentence in English for another refusal, the catalog's in Spanish", () => {
    const odd = { ...refused, code: 'invalid_resume', message: 'token: must be 43 characters' };
    const { unmount } = renderAt(<ResumeLinkNotice outcome={odd} />, '/onboarding/welcome');
    expect(screen.getByRole('status').textContent).toBe('token: must be 43 characters');
    unmount();
    renderAt(<ResumeLinkNotice outcome={{ ok: false, problem: 'unreachable' }} />, '/es/onboarding');
    expect(screen.getByRole('status').textContent).toMatch(/^No pudimos abrir su cotización/);
  });
});
