import type { Catalog } from '../catalog.js';
import type { wizard as en } from '../en/wizard.js';

export const wizard = {
  'wizard.back': 'Atrás',
  'wizard.continue': 'Continuar',
} as const satisfies Catalog<typeof en>;
