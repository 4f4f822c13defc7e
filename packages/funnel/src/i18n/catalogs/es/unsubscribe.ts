import type { Catalog } from '../catalog.js';
import type { unsubscribe as en } from '../en/unsubscribe.js';

export const unsubscribe = {
  'unsubscribe.confirm.title': 'Dejar de recibir correos de seguimiento',
  'unsubscribe.confirm.text':
    '¿Dejar de recibir en {address} los correos de seguimiento de {business} sobre su cotización?',
  'unsubscribe.confirm.textNoName':
    '¿Dejar de recibir en {address} nuestros correos de seguimiento sobre su cotización?',
  'unsubscribe.confirm.button': 'Cancelar suscripción',
  'unsubscribe.done.title': 'Su suscripción fue cancelada',
  'unsubscribe.done.text':
    '{business} no volverá a enviar correos de seguimiento a {address}. Los correos sobre una cita que reserve le seguirán llegando.',
  'unsubscribe.done.textNoName':
    'No volveremos a enviar correos de seguimiento a {address}. Los correos sobre una cita que reserve le seguirán llegando.',
  'unsubscribe.unknown.title': 'Este enlace para cancelar la suscripción no es válido',
  'unsubscribe.unknown.text':
    'Es posible que el enlace se haya cortado o cambiado. Ábralo de nuevo desde el correo, o responda al correo para pedirle a {business} que deje de enviarlos.',
  'unsubscribe.unknown.textNoName':
    'Es posible que el enlace se haya cortado o cambiado. Ábralo de nuevo desde el correo, o responda al correo para pedirnos que dejemos de enviarlos.',
} as const satisfies Catalog<typeof en>;
