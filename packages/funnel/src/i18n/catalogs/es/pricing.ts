import type { Catalog } from '../catalog.js';
import type { pricing as en } from '../en/pricing.js';

export const pricing = {
  'pricing.heading': 'Precios en {county}',
  'pricing.note':
    '* Los precios corresponden a las tarifas premium de {county}, por las propiedades de alto nivel y las superficies expuestas al agua salada de nuestra zona. El precio final puede variar según el tamaño y el estado.',
  'pricing.getQuote': 'Pida su cotización',
  'pricing.category': '{category, select, Commercial {Comercial} other {Residencial}}',
  'pricing.caption': 'Precios {category, select, Commercial {comerciales} other {residenciales}}',
  'pricing.serviceType': 'Tipo de servicio',
  'pricing.price': 'Precio',
  'pricing.addOn': '{addOn} (adicional a {service})',
  'pricing.minimum': 'Todo trabajo cuesta como mínimo {amount}.',
  'pricing.discount': '{percent} % de descuento al reservar {services} o más servicios.',
  'pricing.promotion':
    '{name}{hasCode, select, yes { con el código {code}} other {}}{hasEnd, select, yes { hasta el {day}} other {}}.',
} as const satisfies Catalog<typeof en>;
