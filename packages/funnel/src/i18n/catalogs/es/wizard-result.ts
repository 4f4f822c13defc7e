import type { Catalog } from '../catalog.js';
import type { wizardResult as en } from '../en/wizard-result.js';

export const wizardResult = {
  'wizard.result.loading.heading': 'Preparando su cotización...',
  'wizard.result.loading.subheading': 'Espere mientras preparamos su cotización personalizada',
  'wizard.result.loading': 'Cargando',
  'wizard.result.failure.heading': 'Algo salió mal',
  'wizard.result.failure.subheading': 'No pudimos preparar su cotización en este momento',
  'wizard.result.unable.heading': 'No se pudo preparar la cotización',
  'wizard.result.unable.subheading': 'No pudimos calcular un precio con lo que eligió.',
  'wizard.result.goBack': 'Volver',
  'wizard.result.heading': 'Su cotización personalizada',
  'wizard.result.subheading': 'Esto es lo que le recomendamos para su propiedad',
  'wizard.result.schedule': 'Programar ahora',
  'wizard.result.note': '* El precio final puede variar según servicios o requisitos adicionales',
  'wizard.summary.package': 'Paquete de {count} servicios',
  'wizard.summary.caption': 'Detalles de la cotización',
  'wizard.summary.service': 'Servicio',
  'wizard.summary.price': 'Precio',
  'wizard.summary.total': 'Total',
  'wizard.summary.addOn': '{name} (extra de {service})',
  'wizard.summary.discount': '{percent}% de descuento en {from} servicios o más',
  'wizard.summary.minimum': 'Hasta el cargo mínimo',
  'wizard.summary.code': '{name} (código {code})',
  'wizard.summary.availability': 'Disponibilidad',
  'wizard.summary.availability.text': 'Servicio disponible el mismo día o el día siguiente',
  'wizard.summary.payment': 'Pago',
  'wizard.summary.payment.text': 'Pague al terminar el servicio',
  'wizard.assessment.heading': 'Veámoslo juntos',
  'wizard.assessment.subheading': 'Su evaluación gratis en el lugar',
  'wizard.assessment.commercial':
    'Cada propiedad comercial es distinta, por eso cotizamos los trabajos comerciales en persona.',
  'wizard.assessment.aboveTotal':
    'Para un trabajo de este tamaño preferimos ver su propiedad antes de darle un precio.',
  'wizard.assessment.visit':
    'Lo visitaremos cuando le convenga, veremos el trabajo con usted y le daremos un precio exacto en el momento. La visita es gratis y sin compromiso.',
  'wizard.assessment.services': '{count, plural, one {Servicio} other {Servicios}}: {names}',
  'wizard.assessment.book': 'Reservar una evaluación gratis en el lugar',
  'wizard.confirmation.requested': '¡Gracias por su solicitud!',
  'wizard.confirmation.assessment': '¡Gracias por reservar su evaluación gratis en el lugar!',
  'wizard.confirmation.booked': '¡Gracias por reservar con nosotros!',
  'wizard.confirmation.subheading': 'Nos comunicaremos con usted pronto para confirmar su cita',
  'wizard.confirmation.submitted': '¡Su solicitud de reserva se envió correctamente!',
  'wizard.confirmation.bookedFor':
    '{kind, select, assessment {Su evaluación gratis en el lugar está reservada} other {Su cita está reservada}} para el {when}.',
  'wizard.confirmation.onSite': 'Veremos el trabajo con usted y le daremos un precio exacto en el momento.',
  'wizard.confirmation.queued':
    'No pudimos comunicarnos con nuestro sistema de reservas, así que el {when} es una solicitud, todavía no una cita reservada. Se la confirmaremos.',
  'wizard.confirmation.home': 'Volver al inicio',
  'wizard.confirmation.addToCalendar': 'Agregar al calendario',
  'wizard.confirmation.manage': 'Administrar su reserva',
  'wizard.confirmation.when': '{day} a {hour, plural, one {la} other {las}} {time}',
  'wizard.booked.request': 'Su solicitud para el {when}',
  'wizard.booked.heading':
    '{kind, select, assessment {Su evaluación gratis en el lugar está reservada} other {Su cita está reservada}} para el {when}',
  'wizard.booked.subheading': 'Lo esperamos con gusto. ¿Necesita algo más?',
  'wizard.booked.startNew': 'Empezar una nueva cotización',
  'wizard.outOfArea.heading': 'Todavía no damos servicio en {place}',
  'wizard.outOfArea.yourArea': 'su zona',
  'wizard.outOfArea.subheading':
    'Estamos creciendo. Déjenos sus datos para cuando lleguemos a su zona y se lo avisaremos primero.',
  'wizard.outOfArea.joining': 'Uniéndose…',
  'wizard.outOfArea.join': 'Unirme a la lista de espera',
  'wizard.outOfArea.joined':
    '¡Está en la lista de espera! Le escribiremos a {email} cuando lleguemos a su zona.',
  'wizard.outOfArea.details': 'Usaremos los datos de contacto que nos dio: {email}.',
  'wizard.outOfArea.fix': 'Corregir mi dirección',
} as const satisfies Catalog<typeof en>;
