import type { Catalog } from '../catalog.js';
import type { manage as en } from '../en/manage.js';

export const manage = {
  'meta.manage.title': 'Su cita | {business}',
  'meta.manage.description': 'Su cita con {business}: agréguela a su calendario, cámbiela o cancélela.',
  'manage.heading': 'Su cita',
  'manage.cancelled': 'Esta cita fue cancelada.',
  'manage.past': 'Su cita del {when} ya pasó.',
  // `{when}` ends in "a.m." or "p.m.", whose period ends the sentence too (no second period).
  'manage.booked': 'Su cita es el {when}',
  'manage.bookedNamed': '{name}, su cita es el {when}',
  'manage.when': '{day} a {hour, plural, one {la} other {las}} {time}',
  'manage.addToCalendar': 'Agregar al calendario',
  'manage.manageLink': 'Administrar su cita',
  'manage.newDate': 'Nueva fecha',
  'manage.newTime': 'Nueva hora',
  'manage.chooseTime': 'Elija una hora',
  'manage.noOpenTimes': 'No hay horarios disponibles el {day}. Elija otro día.',
  'manage.reschedule': 'Cambiar la cita',
  'manage.cancel': 'Cancelar la cita',
  'manage.tooLate': 'Falta muy poco para su cita para cambiarla en línea. Llámenos, por favor.',
  'manage.moved': 'Su cita fue cambiada.',
  'manage.cancelledNow': 'Su cita fue cancelada.',
  'manage.error.gone': 'Este enlace no es válido o ya venció. Llámenos para cambiar su cita, por favor.',
  'manage.error.noBooking': 'No hay ninguna cita que cambiar.',
  'manage.error.slotTaken': 'Lo sentimos, alguien acaba de reservar el {when} Elija otro horario, por favor.',
  'manage.error.slotRefused': 'Lo sentimos, no se puede reservar ese horario. Elija otro día u hora.',
  'manage.error.network': 'No podemos comunicarnos con el servidor. Revise su conexión e inténtelo de nuevo.',
  'manage.error.other': 'Algo salió mal. Inténtelo de nuevo o llámenos.',
} as const satisfies Catalog<typeof en>;
