import ICAL from 'ical.js';
import { EVENT, buildCourseIcs } from '../src';

function parseEvent(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return { component, event };
}

describe('buildCourseIcs', () => {
  const now = new Date('2025-10-01T12:34:56Z');

  it('is a valid calendar with the course day and times', () => {
    const { component, event } = parseEvent(buildCourseIcs('online', now));
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(event.summary).toBe(EVENT.title);
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-11-07T07:50:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-11-07T17:15:00.000Z');
    expect(event.uid).toBeTruthy();
    const vevent = component.getFirstSubcomponent('vevent')!;
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2025-10-01T12:34:56.000Z',
    );
  });

  it('places in-person attendees in Barcelona and the rest online', () => {
    expect(parseEvent(buildCourseIcs('presencial', now)).event.location).toBe(EVENT.inPersonVenue);
    expect(parseEvent(buildCourseIcs('patrocinado_presencial', now)).event.location).toBe(
      EVENT.inPersonVenue,
    );
    expect(parseEvent(buildCourseIcs('online', now)).event.location).toBe(EVENT.onlineVenue);
    expect(parseEvent(buildCourseIcs(null, now)).event.location).toBe(EVENT.onlineVenue);
  });

  it('uses CRLF line endings and folds lines at 75 octets, each continuation indented', () => {
    const ics = buildCourseIcs('online', now);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // RFC 5545 §3.1: a continuation starts with one linear white space (SPACE or HTAB).
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes commas and semicolons in text values', () => {
    const { event } = parseEvent(buildCourseIcs('presencial', now));
    expect(event.location).toContain(',');
    expect(buildCourseIcs('presencial', now)).toContain('\\,');
  });
});
