/**
 * The catalog checks (issue 41, decision 0319) beyond the typecheck's same keys: every message is valid
 * ICU, each Spanish message takes the arguments, plurals and tags of its English one, and none is left in
 * English by mistake; and no key is in two areas (an area's spread would silently replace the other's).
 * Unused web keys are the web's check (apps/web/scripts/unused-catalog-keys.mjs).
 */
import { isStructurallySame, parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pseudoMessage } from '../testing/pseudo-catalog.js';
import { CATALOGS, type MessageKey } from './catalogs/index.js';
import { LANGUAGES } from './language.js';

/** Messages that read the same in both languages (names, numbers, words Spanish borrows). */
const SAME_IN_BOTH = new Set<MessageKey>(['notice.size.question', 'notice.error', 'wizard.summary.total']);

describe('the catalogs', () => {
  it.each(LANGUAGES)(
    '%s: every key is in one area only, and every area is in the catalog',
    async (language) => {
      const dir = new URL(`./catalogs/${language}/`, import.meta.url);
      const areas = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
      const owners = new Map<string, string[]>();
      for (const file of areas) {
        const module = (await import(new URL(file, dir).href)) as Record<string, Record<string, string>>;
        for (const area of Object.values(module))
          for (const key of Object.keys(area)) owners.set(key, [...(owners.get(key) ?? []), file]);
      }
      expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
      expect(owners.size).toBe(Object.keys(CATALOGS[language]).length);
    },
  );

  it.each(LANGUAGES)('%s: every message is valid ICU', (language) => {
    for (const [key, message] of Object.entries(CATALOGS[language]))
      expect(() => parse(message), `${language} ${key}`).not.toThrow();
  });

  it('Spanish takes the arguments, plurals and tags of English, message by message', () => {
    const differ = (Object.keys(CATALOGS.en) as MessageKey[]).filter(
      (key) => !isStructurallySame(parse(CATALOGS.en[key]), parse(CATALOGS.es[key])).success,
    );
    expect(differ).toEqual([]);
  });

  it('no Spanish message is left as its English', () => {
    const same = (Object.keys(CATALOGS.en) as MessageKey[]).filter(
      (key) =>
        CATALOGS.es[key] === CATALOGS.en[key] && /[a-z]{2}/i.test(CATALOGS.en[key]) && !SAME_IN_BOTH.has(key),
    );
    expect(same).toEqual([]);
  });

  it('the pseudo-locale accents the words and keeps arguments and plurals', () => {
    expect(pseudoMessage('Next')).toBe('⟦Ñéxt⟧');
    const plural = pseudoMessage('{count, plural, one {# lead} other {# leads}} for {name}');
    expect(plural).toBe('⟦{count,plural,one{# léád} other{# léáds}} fór {name}⟧');
    expect(
      isStructurallySame(
        parse('{count, plural, one {# lead} other {# leads}} for {name}'),
        parse(plural.slice(1, -1)),
      ).success,
    ).toBe(true);
  });
});
