import type { Catalog } from '../catalog.js';
import type { texts as en } from '../en/texts.js';

export const texts = {
  // Accents make a text UCS-2 (67 characters a segment): these stay within two, as the English ones.
  'text.reply.help':
    '{business}: mensajes sobre su cotización y cita. Ayuda: {phone}. Responda ALTO o STOP para no recibir más.',
  'text.reply.stop': '{business}: se ha dado de baja y no recibirá más mensajes. Responda START para volver.',
  'text.reply.start':
    '{business}: recibirá de nuevo mensajes sobre su cotización y cita. Responda ALTO para parar.',
  'followUp.template.sms':
    'Hola, {name}: su cotización de {services} ({price}) está guardada. Continúe donde se quedó: {link} Responda ALTO para no recibir más.',
  'followUp.template.subject': 'Su cotización de {services} está guardada',
  'followUp.template.body':
    'Hola, {name}:\n\nSu cotización de {services} ({price}) está guardada. Puede continuar donde se quedó y reservar una hora aquí:\n\n{link}\n\nEl enlace funciona en cualquier dispositivo durante 14 días.',
  'followUp.noName': 'cliente',
  'followUp.noServices': 'lavado a presión',
  'followUp.noPrice': 'su precio',
} as const satisfies Catalog<typeof en>;
