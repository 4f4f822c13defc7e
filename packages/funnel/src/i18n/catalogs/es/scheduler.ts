import type { Catalog } from '../catalog.js';
import type { scheduler as en } from '../en/scheduler.js';

export const scheduler = {
  'scheduler.heading': 'Programe su servicio',
  'scheduler.subheading': 'Elija la fecha y la hora de su cita de servicio',
  'scheduler.backToQuote': 'Volver a la cotización',
  'scheduler.confirm': 'Confirmar la cita',
  'scheduler.processing': 'Procesando...',
  'scheduler.note': '* Citas disponibles para el mismo día o el día siguiente. ¡Reserve ya!',
  'scheduler.date.heading': 'Elija la fecha',
  'scheduler.date.booked': 'Las fechas en gris ya están reservadas',
  'scheduler.time.heading': 'Elija la hora',
  'scheduler.time.backToDates': 'Volver a las fechas',
} as const satisfies Catalog<typeof en>;
