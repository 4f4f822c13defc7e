import { slotStart, type IsoDay } from './calendar.js';
import type { ScheduleRules } from './availability-rules.js';

export interface IcsAppointment {
  /** Stable per booking, so a calendar updates the event instead of adding a second. */
  readonly uid: string;
  readonly day: IsoDay;
  readonly slot: string;
  readonly durationMinutes: number;
  readonly summary: string;
  readonly address: string;
  readonly description: string;
  /** When the file is made (DTSTAMP). */
  readonly now: Date;
}

/** iCalendar text escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** 20260311T133000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds content lines at 75 octets (RFC 5545 3.1); our texts are short, so by characters is enough. */
const fold = (line: string) => line.match(/.{1,73}/g)?.join('\r\n ') ?? line;

/**
 * An .ics file for one appointment. Start and end are written as UTC instants computed from the slot's
 * wall-clock time in the business's zone, so every calendar shows the right local time (DST included)
 * without a VTIMEZONE block.
 */
export function appointmentIcs(a: IcsAppointment, rules: Pick<ScheduleRules, 'timeZone'>): string {
  const start = slotStart(a.day, a.slot, rules);
  const end = new Date(start.getTime() + a.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//pressure-wash-funnel//booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escape(a.uid)}`,
    `DTSTAMP:${utcStamp(a.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escape(a.summary)}`,
    `LOCATION:${escape(a.address)}`,
    `DESCRIPTION:${escape(a.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
