import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, preferredLanguage } from './language.js';
import { translator } from './translate.js';

describe('translator', () => {
  it('formats a message with its arguments in each language', () => {
    expect(translator('en').t('language.offer', { language: 'Español' })).toBe(
      'This site is also in Español.',
    );
    expect(translator('es').t('language.offer', { language: 'English' })).toBe(
      'Este sitio también está en English.',
    );
  });

  it('writes dates as Spanish writes them, and prices and times as US Spanish does', () => {
    const { intl } = translator('es');
    const day = new Date('2026-12-02T13:30:00Z');
    expect(intl.formatDate(day, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe(
      'miércoles, 2 de diciembre',
    );
    expect(intl.formatNumber(900, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).toBe(
      '$900',
    );
    expect(intl.formatTime(day, { timeZone: 'UTC' })).toBe('1:30 p.m.');
  });
});

describe('language paths', () => {
  it.each([
    ['/', 'en', '/es'],
    ['/pricing', 'en', '/es/pricing'],
    ['/onboarding/size', 'en', '/es/onboarding/size'],
    ['/es', 'es', '/'],
    ['/es/pricing', 'es', '/pricing'],
    ['/estimates', 'en', '/es/estimates'],
  ] as const)('%s is in %s; its other-language place is %s', (path, language, other) => {
    expect(languageOfPath(path)).toBe(language);
    expect(pathInLanguage(path, language === 'en' ? 'es' : 'en')).toBe(other);
    expect(pathInLanguage(path, language)).toBe(path);
  });

  it('reads Accept-Language by its weights, and offers nothing for other languages', () => {
    expect(preferredLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(preferredLanguage('fr-FR,es;q=0.5,en;q=0.7')).toBe('en');
    expect(preferredLanguage('fr, de')).toBeUndefined();
    expect(preferredLanguage('es;q=0, en;q=0.1')).toBe('en');
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});
