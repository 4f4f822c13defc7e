import { RESUME_LINK_REFUSED, STORAGE_KEYS, type ResumeAnswer } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { readStoredChoices } from '../../shared/data/lead-storage';
import { openResumeLink } from './resume-client';

const TOKEN = 'A'.repeat(43);
const location = {
  href: `https://wash.example.com/onboarding/resume?utm_source=follow-up#${TOKEN}`,
  origin: 'https://wash.example.com',
  pathname: '/onboarding/resume',
  search: '?utm_source=follow-up',
};
const answer: ResumeAnswer = {
  step: 'result',
  answers: { name: 'Ann', email: 'ann@example.com', serviceNeeded: 'Roof Cleaning' },
  quote: { propertyType: 'Residential', services: [{ name: 'Roof Cleaning', price: 500 }], total: 500 },
  choices: { sizes: { 'Roof Cleaning': 2 }, addOns: { 'Roof Cleaning': ['Gutters'] }, code: 'SPRING' },
};

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const answering = (status: number, body: unknown, seen: RequestInit[] = []) =>
  ((_url: string, init?: RequestInit) => {
    if (init) seen.push(init);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof fetch;

describe('openResumeLink', () => {
  it("sends the token with this visit's envelope (no fragment) and mirrors the answers", async () => {
    const store = memory();
    const seen: RequestInit[] = [];
    const out = await openResumeLink(TOKEN, {
      fetch: answering(200, answer, seen),
      store,
      location,
      referrer: '',
    });
    expect(out).toEqual({ ok: true, answer });
    const body = JSON.parse(seen[0]!.body as string) as Record<string, string>;
    expect(body).toMatchObject({
      token: TOKEN,
      source: 'https://wash.example.com/onboarding/resume?utm_source=follow-up',
      querystring: '?utm_source=follow-up',
      language: 'en',
    });
    expect(body.visitId).toBe(store.getItem('pw_visit_id'));
    expect(store.getItem(STORAGE_KEYS.name)).toBe('Ann');
    expect(store.getItem(STORAGE_KEYS.serviceNeeded)).toBe('Roof Cleaning');
    // The sizes, add-ons and code too (decision 0264): a reload after the link keeps them.
    expect(readStoredChoices(store)).toEqual(answer.choices);
  });

  it('carries the language of the link: a Spanish link reopens the quote as a Spanish capture', async () => {
    const seen: RequestInit[] = [];
    const es = {
      ...location,
      pathname: '/es/onboarding/resume',
      href: location.href.replace('.com/', '.com/es/'),
    };
    await openResumeLink(TOKEN, { fetch: answering(200, answer, seen), store: memory(), location: es });
    expect(JSON.parse(seen[0]!.body as string)).toMatchObject({ language: 'es' });
  });

  it("answers the server's sentence for a refused link, and one of its own when the server is away", async () => {
    const refused = { error: 'link_invalid', message: RESUME_LINK_REFUSED };
    expect(
      await openResumeLink(TOKEN, { fetch: answering(404, refused), store: memory(), location }),
    ).toEqual({
      ok: false,
      problem: 'refused',
      code: 'link_invalid',
      message: RESUME_LINK_REFUSED,
    });
    const away = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    const out = await openResumeLink(TOKEN, { fetch: away, store: memory(), location });
    expect(out).toEqual({ ok: false, problem: 'unreachable' });
    const store = memory();
    const odd = await openResumeLink(TOKEN, { fetch: answering(200, { step: 'nowhere' }), store, location });
    expect(odd.ok).toBe(false);
    expect(store.getItem(STORAGE_KEYS.name)).toBeNull();
  });
});
