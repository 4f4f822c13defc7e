/** The links that reach a prospect from the phone: call, text, e-mail (decision 0209). */
import { phoneHref } from '@pw/funnel';

export const telHref = (phone: string) => phoneHref('tel', phone);
export const smsHref = (phone: string) => phoneHref('sms', phone);
export const mailtoHref = (email: string) => `mailto:${email}`;

/** Minutes since `iso` as of `now`. */
export const minutesSince = (iso: string, now: number) => (now - new Date(iso).getTime()) / 60_000;
