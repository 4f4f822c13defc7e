import type { Catalog } from '../catalog.js';
import type { common as en } from '../en/common.js';

export const common = {
  'language.switch': 'Idioma',
  'language.offer': 'Este sitio también está en {language}.',
} as const satisfies Catalog<typeof en>;
