/** The links that reach a prospect from the phone: call, text, e-mail (decision 0209). */

/** A phone number as a `tel:`/`sms:` target: its digits and a leading +. */
const dialable = (phone: string) => phone.replace(/[^\d+]/g, '');

export const telHref = (phone: string) => `tel:${dialable(phone)}`;
export const smsHref = (phone: string) => `sms:${dialable(phone)}`;
export const mailtoHref = (email: string) => `mailto:${email}`;

/** Minutes since `iso` as of `now`. */
export const minutesSince = (iso: string, now: number) => (now - new Date(iso).getTime()) / 60_000;
