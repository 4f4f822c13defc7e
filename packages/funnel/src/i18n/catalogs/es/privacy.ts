import type { Catalog } from '../catalog.js';
import type { privacy as en } from '../en/privacy.js';

export const privacy = {
  'privacy.heading': 'Política de privacidad',
  'privacy.lastUpdated': 'Última actualización: {date}',
  'privacy.introduction.title': 'Introducción',
  'privacy.introduction.body':
    '{business} ("nosotros") respeta su privacidad. Esta política explica qué información personal recopilamos cuando usa nuestro sitio web o nuestros servicios, cómo la usamos y compartimos, y qué opciones tiene usted.',
  'privacy.collect.title': 'Información que recopilamos',
  'privacy.collect.body':
    'Recopilamos la información que usted nos da, como su nombre, dirección postal, correo electrónico, número de teléfono e información de la propiedad, junto con el registro de los servicios que reserva, y la actividad en la red, como las páginas visitadas y cómo llegó a nuestro sitio.',
  'privacy.use.title': 'Cómo usamos su información',
  'privacy.use.body':
    'Usamos su información para prestar nuestros servicios, enviar cotizaciones y facturas, enviarle promociones y ofertas que puedan interesarle, y analizar cómo se usa nuestro sitio web para mejorarlo.',
  'privacy.share.title': 'Cómo compartimos su información',
  'privacy.share.body':
    'No vendemos su información personal. Solo la compartimos con proveedores que nos ayudan a operar nuestro negocio, con socios comerciales cuando usted lo ha autorizado y con las autoridades cuando la ley lo exige.',
  'privacy.cookies.title': 'Cookies y tecnologías de seguimiento',
  'privacy.cookies.body':
    'Usamos cookies y tecnologías similares (como el almacenamiento del navegador) para recordar su avance en nuestros formularios, mantener el sitio funcionando y entender cómo lo usan los visitantes. Puede bloquear las cookies en la configuración de su navegador; es posible que algunas funciones dejen de funcionar.',
  'privacy.security.title': 'Seguridad de los datos',
  'privacy.security.body':
    'Usamos medidas administrativas, técnicas y físicas razonables para proteger su información. Ningún método de transmisión por internet ni de almacenamiento electrónico es completamente seguro, por lo que no podemos garantizar una seguridad absoluta.',
  'privacy.rights.title': 'Sus derechos',
  'privacy.rights.body':
    'Puede pedir acceso a la información personal que tenemos sobre usted, corregirla o eliminarla, y puede dejar de recibir mensajes de marketing en cualquier momento comunicándose con nosotros.',
  'privacy.children.title': 'Privacidad de los menores',
  'privacy.children.body':
    'Nuestros servicios no están dirigidos a menores de 18 años, y no recopilamos a sabiendas información personal de ningún menor de 18 años.',
  'privacy.changes.title': 'Cambios a esta política',
  'privacy.changes.body':
    'Podemos actualizar esta política de vez en cuando. La nueva versión se publicará en esta página con una nueva fecha de actualización.',
  'privacy.contact.title': 'Contáctenos',
  'privacy.contact.body':
    '¿Tiene preguntas sobre esta política? Comuníquese con {business} por correo electrónico a <email>{emailAddress}</email>, por teléfono al <phone>{phoneNumber}</phone> o por correo postal a {address}.',
} as const satisfies Catalog<typeof en>;
