import { createEvent, type EventAttributes } from 'ics';
import { EVENT } from '../catalog/event';
import type { Edition } from '../models/Edition';
import { courseVenue } from './editions';

/**
 * The course as an iCalendar file, built on the device (the download makes no server call) with
 * the `ics` library, which escapes and folds as RFC 5545 requires. Each edition has its own UID, so
 * a calendar keeps one entry per edition; the location depends on the attendee's plan.
 */
export function buildCourseIcs(edition: Edition, plan: unknown, now: Date = new Date()): string {
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Curso EII Pediatrica//Inscripciones//ES',
    method: 'PUBLISH',
    uid: `curso-eii-pediatrica-${edition.id}@curso-eii-pediatrica.es`,
    start: edition.starts_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: edition.ends_at.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: edition.title,
    description: `Organizado por ${EVENT.organizers}. Programa y sesiones en directo en tu área personal.`,
    location: courseVenue(edition, plan),
    status: 'CONFIRMED',
    // DTSTAMP: the library reads `timestamp`, which its type declarations leave out.
    timestamp: now.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
