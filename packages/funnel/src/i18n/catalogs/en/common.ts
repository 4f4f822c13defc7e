/** Texts every prospect page shares (the language switch, the site's frame). */
export const common = {
  'language.switch': 'Language',
  'language.offer': 'This site is also in {language}.',
} as const;
