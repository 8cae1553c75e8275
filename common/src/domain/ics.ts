import { createEvent, type EventAttributes } from 'ics';
import { EVENT } from '../catalog/event';
import { PLANS, type PlanKey } from '../catalog/plans';

/** Where the attendee follows the course: the Barcelona hotel in person, otherwise online. */
export function courseVenue(plan: PlanKey | null): string {
  return plan && PLANS[plan].modality === 'presencial' ? EVENT.inPersonVenue : EVENT.onlineVenue;
}

/**
 * The course as an iCalendar file, built on the device (the download makes no server call) with
 * the `ics` library, which escapes and folds as RFC 5545 requires. The location depends on the
 * attendee's modality.
 */
export function buildCourseIcs(plan: PlanKey | null, now: Date = new Date()): string {
  const attributes: EventAttributes & { timestamp: number } = {
    productId: '-//Curso EII Pediatrica//Inscripciones//ES',
    method: 'PUBLISH',
    uid: 'curso-eii-pediatrica-2025@curso-eii-pediatrica.es',
    start: new Date(EVENT.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(EVENT.endsAt).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: EVENT.title,
    description: `Organizado por ${EVENT.organizers}. Programa y sesiones en directo en tu área personal.`,
    location: courseVenue(plan),
    status: 'CONFIRMED',
    // DTSTAMP: the library reads `timestamp`, which its type declarations leave out.
    timestamp: now.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
