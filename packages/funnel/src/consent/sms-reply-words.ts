/**
 * The words `readSmsReply` reads a text's reply with (issue 38, decision 0309), after normalisation: lower
 * case, no diacritics, no apostrophes. A reply's clause counts only when every one of its words is in one
 * of these sets, so a sentence that merely contains "end" or "stop" ("see you at the end of the week",
 * "can you stop by at 3?") is not read as a revocation.
 */

/**
 * The carriers' and Twilio's opt-out keywords, which the provider answers itself when one is the whole
 * reply (CTIA; Twilio's default opt-out handling), and the FCC 2024 rule's `REVOKE` and `OPT OUT`.
 */
export const CARRIER_STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
/** The opt-in keywords the provider answers itself (Twilio's `START`, `UNSTOP`). */
export const CARRIER_START_KEYWORDS = ['START', 'UNSTOP'] as const;

/** Revocation words that say it alone, even inside a longer message ("unsubscribe, I never asked"). */
export const STRONG_STOP_WORDS = new Set([
  'stopall',
  'unsubscribe',
  'unsubscribed',
  'unsub',
  'revoke',
  'revoked',
  'optout',
  'takeoff',
  'leavemealone',
  'nomore',
  'nomore_es',
  'desuscribir',
  'desuscribirme',
  'desuscribeme',
  'desinscribir',
  'desuscribirse',
  'desinscribirme',
]);

/** Revocation words that count when the message says nothing else ("Stop!", "END please", "alto"). */
export const STOP_WORDS = new Set([
  ...STRONG_STOP_WORDS,
  'stop',
  'end',
  'quit',
  'cancel',
  'remove',
  'removed',
  'notinterested',
  'wrongnumber',
  'alto',
  'parar',
  'pare',
  'paren',
  'para',
  'detener',
  'detengan',
  'cancelar',
  'baja',
  'basta',
  'salir',
  // Spanish for the carriers' END, QUIT, CANCEL and REMOVE (issue 41): "FIN", "Terminar", "Quítenme".
  'fin',
  'finalizar',
  'terminar',
  'cancela',
  'cancelen',
  'anular',
  'quitar',
  'quitarme',
  'quitenme',
  'eliminar',
  'eliminarme',
  'borrar',
  'borrarme',
]);

export const START_WORDS = new Set(['start', 'unstop']);
export const HELP_WORDS = new Set(['help', 'info', 'ayuda', 'informacion']);

/**
 * Calls and e-mails: "stop calling me" revokes (the FCC's rule covers calls and texts alike), but "don't
 * call me, text me" asks for texts.
 */
export const OTHER_CHANNEL_WORDS = new Set([
  ...['call', 'calls', 'calling', 'email', 'emails', 'emailing', 'llamar', 'llamen', 'llamadas'],
]);

/** Words of sending and messages: with a revocation or a "don't" they ask for no more ("stop texting me"). */
export const MESSAGING_WORDS = new Set([
  ...['text', 'texts', 'texting', 'texted', 'txt', 'txts', 'txting', 'sms', 'msg', 'msgs'],
  ...['message', 'messages', 'messaging', 'send', 'sending', 'contact', 'contacting'],
  ...['spam', 'spamming'],
  ...['bother', 'bothering', 'reminder', 'reminders', 'alert', 'alerts', 'notification', 'notifications'],
  ...['promo', 'promos', 'offers', 'marketing', 'ads'],
  ...['mensaje', 'mensajes', 'textos', 'enviar', 'envie', 'envien', 'envies', 'enviarme', 'envian'],
  ...['mandar', 'mande', 'manden', 'mandes', 'mandarme', 'escribir', 'escriban'],
  ...['contactar', 'contacten', 'molestar', 'molesten', 'recordatorios'],
  ...OTHER_CHANNEL_WORDS,
]);

/** Words that say "not": before a messaging word they revoke ("don't text me"); before a stop word they undo it. */
export const NEGATIONS = new Set(['dont', 'never', 'nunca', 'no']);
/** The negations that undo a stop word right after them ("don't stop"); Spanish "no pare" is still a stop. */
export const UNDOING_NEGATIONS = new Set(['dont', 'never', 'nunca']);

/** Words that add nothing: courtesy, pronouns, the list and the number, swearing. */
export const FILLER_WORDS = new Set([
  ...['please', 'pls', 'plz', 'plse', 'thanks', 'thank', 'thankyou', 'thx', 'ty', 'sorry', 'kindly'],
  ...['hi', 'hello', 'hey', 'ok', 'okay', 'k', 'bye', 'goodbye', 'sir', 'maam'],
  ...['i', 'im', 'id', 'me', 'my', 'we', 'us', 'you', 'u', 'your', 'ur', 'yours', 'it', 'them', 'this'],
  ...['that', 'these', 'those', 'the', 'a', 'an', 'any', 'all', 'more', 'anymore', 'again', 'now'],
  ...['right', 'away', 'immediately', 'asap', 'already', 'just', 'now', 'here', 'and', 'or', 'to'],
  ...['from', 'off', 'on', 'be', 'want', 'wanna', 'would', 'like', 'need', 'do', 'can', 'could'],
  ...['number', 'phone', 'cell', 'list', 'lists', 'subscription', 'service', 'really', 'ever', 'at'],
  ...['fucking', 'freaking', 'frickin', 'effing', 'damn', 'bloody', 'lol', 'omg', 'wtf'],
  ...['por', 'favor', 'gracias', 'ya', 'ahora', 'mi', 'mis', 'numero', 'telefono', 'lista', 'de'],
  ...['la', 'el', 'los', 'las', 'nos', 'mas', 'yo', 'quiero', 'ningun', 'suscripcion', 'y', 'o', 'hola'],
]);

/** Words only a Spanish reply uses: its answer is in Spanish. */
export const SPANISH_WORDS = new Set([
  ...['alto', 'parar', 'pare', 'paren', 'para', 'detener', 'detengan', 'cancelar', 'baja', 'basta', 'salir'],
  ...['ayuda', 'desuscribir', 'desuscribirme', 'desuscribeme', 'desinscribir', 'mensajes', 'mensaje'],
  ...['envie', 'envien', 'envies', 'enviarme', 'mande', 'manden', 'por', 'favor', 'gracias', 'quiero'],
  ...['nunca', 'mas', 'numero', 'hola', 'nomore_es', 'desuscribirse', 'desinscribirme', 'fin', 'finalizar'],
  ...['terminar', 'cancela', 'cancelen', 'anular', 'quitar', 'quitarme', 'quitenme', 'eliminar'],
  ...['eliminarme', 'borrar', 'borrarme', 'informacion'],
]);

/**
 * Phrases read as one word, longest first: "opt out" and "opt-out" are `optout`, "take me off" is
 * `takeoff`, "do not" is `dont`, "no más" is a revocation.
 */
export const PHRASES: readonly (readonly [string, string])[] = [
  ['take me off', 'takeoff'],
  ['take us off', 'takeoff'],
  ['take off', 'takeoff'],
  ['leave me alone', 'leavemealone'],
  ['leave us alone', 'leavemealone'],
  ['opt me out', 'optout'],
  ['opt out', 'optout'],
  ['opted out', 'optout'],
  ['opting out', 'optout'],
  ['stop all', 'stopall'],
  ['un subscribe', 'unsubscribe'],
  ['no more', 'nomore'],
  ['no mas', 'nomore_es'],
  ['not interested', 'notinterested'],
  ['no interesa', 'notinterested'],
  ['no me interesa', 'notinterested'],
  ['wrong number', 'wrongnumber'],
  ['numero equivocado', 'wrongnumber'],
  ['darme de baja', 'baja'],
  ['dar de baja', 'baja'],
  ['de baja', 'baja'],
  ['do not', 'dont'],
];
