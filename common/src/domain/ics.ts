import { EVENT } from '../catalog/event';
import { PLANS, type PlanKey } from '../catalog/plans';

/** RFC 5545 TEXT escaping. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 lines are folded at 75 octets; continuation lines start with one space. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Where the attendee follows the course: the Barcelona hotel in person, otherwise online. */
export function courseVenue(plan: PlanKey | null): string {
  return plan && PLANS[plan].modality === 'presencial' ? EVENT.inPersonVenue : EVENT.onlineVenue;
}

/**
 * The course as an iCalendar file, built on the device (the download makes no server call). The
 * location depends on the attendee's modality.
 */
export function buildCourseIcs(plan: PlanKey | null, now: Date = new Date()): string {
  const location = courseVenue(plan);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Curso EII Pediatrica//Inscripciones//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    'UID:curso-eii-pediatrica-2025@curso-eii-pediatrica.es',
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(EVENT.startsAt))}`,
    `DTEND:${utcStamp(new Date(EVENT.endsAt))}`,
    `SUMMARY:${escapeText(EVENT.title)}`,
    `DESCRIPTION:${escapeText(`Organizado por ${EVENT.organizers}. Programa y sesiones en directo en tu área personal.`)}`,
    `LOCATION:${escapeText(location)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
