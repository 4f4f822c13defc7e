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

/**
 * iCalendar text escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. A lone CR counts as
 * a newline too: left raw, a reader could take it for the end of the content line.
 */
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** 20260311T133000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 3.1: a content line is at most 75 octets of UTF-8, not counting its CRLF. */
const MAX_LINE_OCTETS = 75;

/** The octets of `text` in UTF-8, counted by code point (no TextEncoder: the package has no DOM or node types). */
function utf8Octets(text: string): number {
  let n = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/**
 * The pieces a fold may fall between: grapheme clusters, so an emoji with its modifiers or a letter with
 * its combining accent stays on one line for readers that do not unfold before decoding; a cluster too
 * long for a continuation line on its own is cut between its code points, never inside one. Without
 * Intl.Segmenter (older browsers; the segmenter is made on use so importing this stays safe) by code point.
 */
function* foldUnits(line: string): Generator<string> {
  if (typeof Intl.Segmenter !== 'function') return yield* line;
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(line)) {
    if (utf8Octets(segment) < MAX_LINE_OCTETS) yield segment;
    else yield* segment;
  }
}

/**
 * Folds a content line (RFC 5545 3.1) so no physical line passes 75 octets: a continuation line starts
 * with one space, which counts toward its 75. Counted in UTF-8 octets, not UTF-16 units, and cut only
 * between whole characters: cutting a surrogate pair or a UTF-8 sequence made two U+FFFD in calendars,
 * and a lone surrogate cannot be stored in jsonb (the mail outbox refused the booking).
 */
function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const unit of foldUnits(line)) {
    const size = utf8Octets(unit);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += unit;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

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
