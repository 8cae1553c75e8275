import ICAL from 'ical.js';
import { EVENT, buildCourseIcs, venueText } from '../src';
import { currentEdition, editionWith, finishedEdition } from './fixtures/editions';

function parseEvent(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
  return { component, event };
}

describe('buildCourseIcs', () => {
  const now = new Date('2027-10-01T12:34:56Z');

  it('is a valid calendar with the edition’s day and times', () => {
    const { component, event } = parseEvent(buildCourseIcs(currentEdition, 'online', now));
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(event.summary).toBe(currentEdition.title);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-11-05T07:50:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-11-05T17:15:00.000Z');
    expect(event.uid).toBeTruthy();
    const vevent = component.getFirstSubcomponent('vevent')!;
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2027-10-01T12:34:56.000Z',
    );
  });

  it('takes DTSTART, DTEND and the title from the edition it is given', () => {
    const finished = parseEvent(buildCourseIcs(finishedEdition, 'online', now)).event;
    expect(finished.summary).toBe(finishedEdition.title);
    expect(finished.startDate.toJSDate().toISOString()).toBe('2025-11-07T07:50:00.000Z');
    expect(finished.endDate.toJSDate().toISOString()).toBe('2025-11-07T17:15:00.000Z');

    const twoDays = editionWith({
      title: 'Curso de dos días',
      starts_at: new Date('2028-11-09T08:00:00Z'),
      ends_at: new Date('2028-11-10T13:30:00Z'),
    });
    const ics = buildCourseIcs(twoDays, 'online', now);
    expect(ics).toContain('DTSTART:20281109T080000Z');
    expect(ics).toContain('DTEND:20281110T133000Z');
    expect(parseEvent(ics).event.summary).toBe('Curso de dos días');
  });

  it('gives each edition its own UID, naming the edition', () => {
    const current = parseEvent(buildCourseIcs(currentEdition, 'online', now)).event.uid;
    const finished = parseEvent(buildCourseIcs(finishedEdition, 'online', now)).event.uid;
    expect(current).toContain(currentEdition.id);
    expect(finished).toContain(finishedEdition.id);
    expect(current).not.toBe(finished);
    // The same edition keeps its UID whatever the plan or the moment, so a re-download replaces it.
    const again = parseEvent(
      buildCourseIcs(currentEdition, 'presencial', new Date('2027-10-20T00:00:00Z')),
    ).event.uid;
    expect(again).toBe(current);
  });

  it('places in-person attendees at the edition’s venue and the rest online', () => {
    const location = (plan: string | null) =>
      parseEvent(buildCourseIcs(currentEdition, plan, now)).event.location;
    expect(location('presencial')).toBe(venueText(currentEdition));
    expect(location('patrocinado_presencial')).toBe(venueText(currentEdition));
    expect(location('online')).toBe(EVENT.onlineVenue);
    expect(location(null)).toBe(EVENT.onlineVenue);
  });

  it('uses CRLF line endings and folds lines at 75 octets, each continuation indented', () => {
    const ics = buildCourseIcs(currentEdition, 'online', now);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // RFC 5545 §3.1: a continuation starts with one linear white space (SPACE or HTAB).
    expect(lines.some((line) => /^[ \t]/.test(line))).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes commas and semicolons in text values', () => {
    const { event } = parseEvent(buildCourseIcs(currentEdition, 'presencial', now));
    expect(event.location).toContain(',');
    expect(buildCourseIcs(currentEdition, 'presencial', now)).toContain('\\,');
  });
});
