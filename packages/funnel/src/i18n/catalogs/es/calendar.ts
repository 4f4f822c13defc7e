import type { Catalog } from '../catalog.js';
import type { calendar as en } from '../en/calendar.js';

export const calendar = {
  'calendar.summary':
    '{kind, select, assessment {Evaluación gratuita en el lugar} other {Cita de lavado a presión}}',
  'calendar.description': 'Servicios: {services}',
} as const satisfies Catalog<typeof en>;
