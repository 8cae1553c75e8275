import { EVENT } from '../catalog/event';
import { planOf } from '../catalog/plans';
import type { Edition, EditionPlan } from '../models/Edition';

function dayFormat(edition: Edition, weekday: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('es-ES', {
    timeZone: edition.time_zone,
    ...(weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** "7 de noviembre de 2025", or a range for a course of several days ("6–7 de noviembre de 2026"). */
export function editionDates(edition: Edition): string {
  return dayFormat(edition, false).formatRange(edition.starts_at, edition.ends_at);
}

/** "Viernes, 7 de noviembre de 2025": the success page's date, with its weekday. */
export function editionDatesWithWeekday(edition: Edition): string {
  const text = dayFormat(edition, true).formatRange(edition.starts_at, edition.ends_at);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "08:50 - 18:15" in the edition's time zone. */
export function editionSchedule(edition: Edition): string {
  const time = new Intl.DateTimeFormat('es-ES', {
    timeZone: edition.time_zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${time.format(edition.starts_at)} - ${time.format(edition.ends_at)}`;
}

/** "Hotel sede del curso, Barcelona". */
export function venueText(edition: Edition): string {
  return [edition.venue.name, edition.venue.city].filter(Boolean).join(', ');
}

/** Some plan of the edition is attended at the venue. */
export function hasInPersonPlan(edition: Edition): boolean {
  return edition.plans.some((plan) => plan.in_person);
}

/** Where the attendee follows the course: the venue on an in-person plan, otherwise online. */
export function courseVenue(edition: Edition, plan: unknown): string {
  return planOf(edition, plan)?.in_person ? venueText(edition) : EVENT.onlineVenue;
}

/** The course day has ended: the edition is over whatever its state says. */
export function isEditionOver(edition: Edition, now: Date): boolean {
  return now >= edition.ends_at;
}

/** Why a plan cannot be registered for at that moment, or `null` when it can. */
export type PlanClosure = 'not_open_yet' | 'closed' | null;

/** Registration on a plan is open from its opening date (if any) until its close or the course's end. */
export function planClosure(edition: Edition, plan: EditionPlan, now: Date): PlanClosure {
  if (plan.registration_opens_at && now < plan.registration_opens_at) return 'not_open_yet';
  const closes = plan.registration_closes_at ?? edition.ends_at;
  return now >= closes ? 'closed' : null;
}

/**
 * The values every email template may use for the edition, so a text never names a year:
 * `{{eventTitle}}`, `{{eventDates}}` and `{{venue}}`.
 */
export function editionTemplateValues(edition: Edition): {
  eventTitle: string;
  eventDates: string;
  venue: string;
} {
  return {
    eventTitle: edition.title,
    eventDates: editionDates(edition),
    venue: hasInPersonPlan(edition) ? `${venueText(edition)} y online` : EVENT.onlineVenue,
  };
}

const aYearOn = (date: Date): Date => {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + 1);
  return moved;
};
const maybeAYearOn = (date: Date | null) => (date ? aYearOn(date) : null);

/**
 * "Nueva edición": the last edition copied as a draft a year on, as a starting point. Its year
 * replaces the old one in the titles and the calendar file's name; every date moves a year.
 */
export function nextEditionDraft(
  last: Edition,
): Omit<Edition, 'state' | 'created_at' | 'updated_at' | 'published_at'> {
  const id = String(Number(last.id) + 1);
  const renamed = (text: string) => text.split(last.id).join(id);
  return {
    id,
    title: renamed(last.title),
    short_title: renamed(last.short_title),
    time_zone: last.time_zone,
    starts_at: aYearOn(last.starts_at),
    ends_at: aYearOn(last.ends_at),
    countdown_target: aYearOn(last.countdown_target),
    venue: { ...last.venue },
    plans: last.plans.map((plan) => ({
      ...plan,
      features: [...plan.features],
      registration_opens_at: maybeAYearOn(plan.registration_opens_at),
      registration_closes_at: maybeAYearOn(plan.registration_closes_at),
      early_price_until: maybeAYearOn(plan.early_price_until),
    })),
    sponsors: last.sponsors.map((sponsor) => ({ ...sponsor })),
    accreditation: last.accreditation,
    approval_email_cutoff: maybeAYearOn(last.approval_email_cutoff),
    support_email: last.support_email,
    calendar_file_name: renamed(last.calendar_file_name),
  };
}
