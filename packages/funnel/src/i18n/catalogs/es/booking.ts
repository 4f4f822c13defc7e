import type { Catalog } from '../catalog.js';
import type { booking as en } from '../en/booking.js';

export const booking = {
  'booking.close': 'Cerrar',
  'booking.description':
    'Complete el formulario y nuestro equipo se comunicará con usted en un plazo de 24 horas.',
  'booking.thanks': '¡Gracias!',
  'booking.received':
    'Recibimos su solicitud. Nos comunicaremos con usted en un plazo de 24 horas para programar su evaluación gratis.',
  'booking.done': 'Listo',
  'booking.stepOf': 'Paso {index} de {total}: {step}',
  'booking.step': '{step, select, property {Propiedad} service {Servicio} notes {Notas} other {Contacto}}',
  'booking.progress': 'Progreso del formulario',
  'booking.back': 'Atrás',
  'booking.next': 'Siguiente',
  'booking.skipSubmit': 'Omitir y enviar',
  'booking.submit': 'Enviar',
  'booking.submitting': 'Enviando...',
  'booking.fullName': 'Nombre completo',
  'booking.email': 'Correo electrónico',
  'booking.phone': 'Número de teléfono',
  'booking.address': 'Dirección de la propiedad',
  'booking.propertyType': 'Tipo de propiedad',
  'booking.propertyTypePlaceholder': 'Elija el tipo de propiedad',
  'booking.service': 'Servicio que necesita',
  'booking.servicePlaceholder': 'Elija un servicio',
  'booking.notes': 'Notas adicionales (opcional)',
  'booking.notesPlaceholder': '¿Hay algo que debamos saber sobre su propiedad?',
} as const satisfies Catalog<typeof en>;
