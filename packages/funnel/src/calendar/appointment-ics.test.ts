import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { availabilityRules } from './availability-rules.js';
import { appointmentIcs } from './appointment-ics.js';

const rules = availabilityRules(undefined); // America/New_York
const base = {
  uid: 'booking-1@pw',
  slot: '8:30 AM',
  durationMinutes: 120,
  summary: 'Pressure washing',
  address: '1 Ocean Blvd, Jupiter, FL',
  description: 'House Exterior, Roof Cleaning',
  now: new Date('2026-03-02T15:00:00Z'),
};

describe('appointment .ics', () => {
  it('writes the slot as the right UTC instant in winter and in summer', () => {
    expect(appointmentIcs({ ...base, day: '2026-03-06' }, rules)).toContain('DTSTART:20260306T133000Z');
    expect(appointmentIcs({ ...base, day: '2026-07-06' }, rules)).toContain('DTSTART:20260706T123000Z');
    expect(appointmentIcs({ ...base, day: '2026-07-06' }, rules)).toContain('DTEND:20260706T143000Z');
  });

  it('escapes commas and semicolons and ends lines with CRLF', () => {
    const ics = appointmentIcs(
      { ...base, day: '2026-03-06', address: 'Unit 2; 1 Ocean Blvd, Jupiter' },
      rules,
    );
    expect(ics).toContain('LOCATION:Unit 2\\; 1 Ocean Blvd\\, Jupiter\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  describe('folds content lines at 75 octets without cutting a character (RFC 5545 3.1)', () => {
    const octets = (line: string) => new TextEncoder().encode(line).length;
    /** The event's texts as a calendar reads them, and the file's physical lines. */
    const read = (ics: string) => {
      const event = ICAL.Component.fromString(ics).getFirstSubcomponent('vevent')!;
      return {
        summary: event.getFirstPropertyValue('summary'),
        location: event.getFirstPropertyValue('location'),
        description: event.getFirstPropertyValue('description'),
        lines: ics.slice(0, -2).split('\r\n'),
      };
    };
    // Each value runs over several lines; a prefix of 0-4 letters moves every character across the fold
    // points, so some emoji and some two-octet letters land on each one.
    const values = {
      ascii: 'Pressure washing of the house, the deck; the driveway and the fence. '.repeat(4),
      emoji: `Élodie’s house 🏡 ${'🏡💦'.repeat(20)} 👍🏽 👨‍👩‍👧‍👦 🇫🇷 end`,
      accented: 'Rue de l’Église, Saint-Étienne, Île-de-France, Ærøskøbing, Łódź, Ağrı, Ñuñoa '.repeat(3),
      combining: `Cafe\u0301 Zoe\u0308 ${'a\u0300'.repeat(40)} e${'\u0301'.repeat(40)}`,
    };

    for (const [kind, value] of Object.entries(values)) {
      it(`keeps a long ${kind} summary, location and description whole`, () => {
        for (const pad of ['', 'a', 'ab', 'abc', 'abcd']) {
          const text = `${pad}${value}`.trim();
          const ics = appointmentIcs(
            { ...base, day: '2026-03-06', summary: text, address: text, description: text },
            rules,
          );
          const parsed = read(ics);
          for (const line of parsed.lines) expect(octets(line), line).toBeLessThanOrEqual(75);
          expect(ics).not.toMatch(/[\uD800-\uDFFF]/u);
          expect(parsed.summary).toBe(text);
          expect(parsed.location).toBe(text);
          expect(parsed.description).toBe(text);
        }
      });
    }

    /** The physical lines of the SUMMARY property, each continuation without its leading space. */
    const summaryLines = (ics: string) => {
      const lines = read(ics).lines;
      const at = lines.findIndex((l) => l.startsWith('SUMMARY:'));
      const end = lines.findIndex((l, i) => i > at && !l.startsWith(' '));
      return lines.slice(at, end).map((l, i) => (i > 0 ? l.slice(1) : l));
    };

    it('folds between grapheme clusters, so an emoji sequence or an accented letter stays on one line', () => {
      const family = '👨‍👩‍👧‍👦';
      for (let pad = 0; pad < 30; pad++) {
        const text = `${'x'.repeat(pad)}${`${family} e\u0301 `.repeat(6)}`.trim();
        const lines = summaryLines(appointmentIcs({ ...base, day: '2026-03-06', summary: text }, rules));
        expect(lines.length).toBeGreaterThan(1);
        for (const line of lines) {
          // Nothing that joins to the character before it opens a line; no line ends mid-sequence.
          expect(/^(\u200D|\u0301|\u{1F469}|\u{1F467}|\u{1F466})/u.test(line), line).toBe(false);
          expect(/(\u200D|e)$/u.test(line), line).toBe(false);
        }
      }
    });

    it('fills a folded line to exactly 75 octets and leaves short lines whole', () => {
      const ics = appointmentIcs({ ...base, day: '2026-03-06', summary: 'x'.repeat(200) }, rules);
      // 'SUMMARY:' and 200 letters are 208 octets: 75, then a space and 74, then a space and the last 59.
      expect(summaryLines(ics).map((l) => octets(l))).toEqual([75, 74, 59]);
      expect(ics).toContain('\r\nLOCATION:1 Ocean Blvd\\, Jupiter\\, FL\r\n');
    });

    it('writes a lone carriage return as an escaped newline, not a raw line break', () => {
      const ics = appointmentIcs(
        { ...base, day: '2026-03-06', description: 'one\rtwo\r\nthree\nfour' },
        rules,
      );
      expect(ics).toContain('DESCRIPTION:one\\ntwo\\nthree\\nfour\r\n');
      expect(read(ics).description).toBe('one\ntwo\nthree\nfour');
    });
  });
});
