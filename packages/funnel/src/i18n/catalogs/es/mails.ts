import type { Catalog } from '../catalog.js';
import type { mails as en } from '../en/mails.js';

export const mails = {
  'mail.when': '{day} a {hour, plural, one {la} other {las}} {time}',
  'mail.greeting': 'Hola, {name}:',
  'mail.greeting.noName': 'Hola:',
  'mail.job.address': 'Dirección: {address}',
  'mail.job.services': 'Servicios: {services}',
  'mail.booked.subject':
    '{kind, select, assessment {Su evaluación gratuita en el lugar} other {Su cita de lavado a presión}}: {when}',
  'mail.booked.line':
    'Su {kind, select, assessment {evaluación gratuita en el lugar} other {cita}} está reservada para el {when} ({timeZone}).',
  'mail.booked.assessmentNote': 'Revisaremos el trabajo con usted y le daremos un precio.',
  'mail.booked.calendarFile': 'El archivo adjunto la agrega a su calendario.',
  'mail.booked.manage': 'Para verla, cambiarla o cancelarla: {url}',
  'mail.moved.subject':
    'Su {kind, select, assessment {evaluación gratuita en el lugar} other {cita de lavado a presión}} se cambió al {when}',
  'mail.moved.line':
    'Su {kind, select, assessment {evaluación gratuita en el lugar} other {cita}} del {was} se cambió al {when} ({timeZone}).',
  'mail.moved.calendarFile': 'El archivo adjunto la actualiza en su calendario.',
  'mail.moved.manage': 'Para verla, cambiarla o cancelarla, use el enlace de su confirmación de reserva.',
  'mail.cancelled.subject':
    'Su {kind, select, assessment {evaluación gratuita en el lugar} other {cita de lavado a presión}} del {was} está cancelada',
  'mail.cancelled.line':
    'Su {kind, select, assessment {evaluación gratuita en el lugar} other {cita}} del {was} ({timeZone}) está cancelada.',
  'mail.cancelled.bookAgain': 'Para reservar otra fecha: {url}',
  'mail.followUp.unsubscribe':
    'Recibe este mensaje porque pidió una cotización. Para dejar de recibir estos correos, abra:',
} as const satisfies Catalog<typeof en>;
