import type { Catalog } from '../catalog.js';
import type { pages as en } from '../en/pages.js';

export const pages = {
  'terms.heading': 'Términos del servicio',
  'terms.estimates':
    'Las cotizaciones de este sitio web son estimados gratis. Los términos de cada trabajo (alcance, precio, fecha y garantía) quedan por escrito en el estimado que {business} confirma con usted antes de comenzar cualquier trabajo.',
  'terms.questions':
    '¿Tiene preguntas sobre nuestros términos? Llame al {phone} o escriba a {email}. Cómo tratamos su información se explica en nuestra {privacy}.',
  'error.heading': '¡Error inesperado de la aplicación!',
  'resume.opening': 'Abriendo su cotización...',
  'resume.notice': 'Su enlace',
  'resume.refused':
    'Este enlace venció o ya no es válido. Comencemos una nueva cotización: solo toma un minuto.',
  'resume.unreachable':
    'No pudimos abrir su cotización: no podemos comunicarnos con nuestro servidor. Revise su conexión y abra el enlace de nuevo.',
  'toast.close': 'Cerrar notificación',
  'toast.label': 'Notificación',
  'toast.region': 'Notificaciones ({hotkey})',
  'bookingModal.option.singleStoryHome': 'Casa de un piso',
  'bookingModal.option.twoStoryHome': 'Casa de dos pisos',
  'bookingModal.option.townhouse': 'Casa adosada',
  'bookingModal.option.commercialBuilding': 'Edificio comercial',
  'bookingModal.option.other': 'Otro',
  'bookingModal.option.fullHouseWash': 'Lavado completo de la casa',
  'bookingModal.option.drivewayCleaning': 'Limpieza de la entrada',
  'bookingModal.option.roofCleaning': 'Limpieza de techos',
  'bookingModal.option.completePackage': 'Paquete completo',
  'bookingModal.option.notSureYet': 'Todavía no lo sé',
} as const satisfies Catalog<typeof en>;
