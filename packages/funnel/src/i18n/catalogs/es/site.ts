import type { Catalog } from '../catalog.js';
import type { site as en } from '../en/site.js';

export const site = {
  'meta.home.title': '{business} | Lavado a presión en {county}, {state}',
  'meta.home.description':
    'Lavado a presión ecológico y con seguro completo para casas y negocios en {county} y {towns}. Reciba una cotización gratis en minutos.',
  'meta.pricing.title': 'Precios en {county} | {business}',
  'meta.pricing.description':
    'Precios de lavado a presión para propiedades residenciales y comerciales en {county}: entradas de auto, techos, áreas de piscina, locales comerciales y más.',
  'meta.privacy.title': 'Política de privacidad | {business}',
  'meta.privacy.description': 'Cómo {business} recopila, usa y protege su información personal.',
  'meta.onboarding.title': 'Cotización gratis en minutos | {business}',
  'meta.onboarding.description':
    'Responda unas preguntas rápidas y reciba una cotización gratis de lavado a presión para su propiedad en {county}; luego reserve el horario que le convenga.',
  'meta.terms.title': 'Términos del servicio | {business}',
  'meta.terms.description': 'Cómo se acuerdan los presupuestos gratuitos y los trabajos de {business}.',
  'meta.notFound.title': 'Página no encontrada | {business}',
  'meta.notFound.description': 'La página que busca no existe.',
  'site.skipToMain': 'Ir al contenido principal',
  'site.nav.label': 'Principal',
  'site.nav.services': 'Servicios',
  'site.nav.whyUs': 'Por qué elegirnos',
  'site.nav.testimonials': 'Testimonios',
  'site.nav.contact': 'Contacto',
  'site.getFreeQuote': 'Cotización gratis',
  'site.call': 'Llamar al {phone}',
  'site.serviceArea': 'Servimos a {county}, {state} y pueblos cercanos: {towns}',
  'site.footer.quickLinks': 'Enlaces rápidos',
  'site.footer.gallery': 'Galería',
  'site.footer.privacy': 'Política de privacidad',
  'site.footer.terms': 'Términos del servicio',
  'site.footer.contact': 'Contacto',
  'site.copyright': '© {year} {business}. Todos los derechos reservados.',
  'site.notFound.heading': '404',
  'site.notFound.text': '¡Uy! No encontramos la página',
  'site.notFound.home': 'Volver al inicio',
  'language.offer.dismiss': 'Cerrar',
} as const satisfies Catalog<typeof en>;
