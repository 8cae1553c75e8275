import {
  EDITION_TEMPLATE_VARIABLES,
  EVENT,
  SYSTEM_TEMPLATES,
  courseVenue,
  editionDates,
  editionDatesWithWeekday,
  editionFromJson,
  editionSchedule,
  editionTemplateValues,
  editionToJson,
  hasInPersonPlan,
  isEditionOver,
  planClosure,
  renderHtml,
  renderText,
  venueText,
  type Edition,
} from '../src';
import { currentEdition, editionWith, finishedEdition, planIn } from './fixtures/editions';

/** Intl separates a range with thin or narrow spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const twoDays = editionWith({
  starts_at: new Date('2026-11-06T07:50:00Z'),
  ends_at: new Date('2026-11-07T17:15:00Z'),
});

const onlineOnly = editionWith({
  plans: currentEdition.plans.map((plan) => ({ ...plan, in_person: false })),
});

describe('editionDates', () => {
  it('writes a one-day edition as its day', () => {
    expect(editionDates(finishedEdition)).toBe('7 de noviembre de 2025');
    expect(editionDates(currentEdition)).toBe('5 de noviembre de 2027');
  });

  it('writes an edition of several days as a range', () => {
    expect(plain(editionDates(twoDays))).toBe('6–7 de noviembre de 2026');
    const acrossMonths = editionWith({
      starts_at: new Date('2026-10-31T08:00:00Z'),
      ends_at: new Date('2026-11-01T17:00:00Z'),
    });
    expect(plain(editionDates(acrossMonths))).toBe('31 de octubre – 1 de noviembre de 2026');
  });

  it('reads the days in the edition’s time zone', () => {
    // 23:30 UTC on 6 November is already 7 November in Madrid (UTC+1).
    const lateUtc = editionWith({
      starts_at: new Date('2026-11-06T23:30:00Z'),
      ends_at: new Date('2026-11-07T10:00:00Z'),
    });
    expect(editionDates(lateUtc)).toBe('7 de noviembre de 2026');
    const inUtc = { ...lateUtc, time_zone: 'UTC' };
    expect(plain(editionDates(inUtc))).toBe('6–7 de noviembre de 2026');
  });
});

describe('editionDatesWithWeekday', () => {
  it('starts with the weekday, capitalised', () => {
    expect(editionDatesWithWeekday(finishedEdition)).toBe('Viernes, 7 de noviembre de 2025');
    expect(editionDatesWithWeekday(currentEdition)).toBe('Viernes, 5 de noviembre de 2027');
  });

  it('names both weekdays of a two-day edition', () => {
    expect(plain(editionDatesWithWeekday(twoDays))).toBe(
      'Viernes, 6 de noviembre – sábado, 7 de noviembre de 2026',
    );
  });
});

describe('editionSchedule', () => {
  it('gives the start and end times in the edition’s time zone', () => {
    expect(editionSchedule(finishedEdition)).toBe('08:50 - 18:15');
    // In summer Madrid is UTC+2.
    const summer = editionWith({
      starts_at: new Date('2027-06-10T07:00:00Z'),
      ends_at: new Date('2027-06-10T15:30:00Z'),
    });
    expect(editionSchedule(summer)).toBe('09:00 - 17:30');
    expect(editionSchedule({ ...summer, time_zone: 'America/Mexico_City' })).toBe('01:00 - 09:30');
  });
});

describe('venueText and courseVenue', () => {
  it('writes the venue as its name and city', () => {
    expect(venueText(currentEdition)).toBe('Hotel sede del curso, Barcelona');
    const noName = editionWith({ venue: { name: '', address: 'Calle 1', city: 'Sevilla' } });
    expect(venueText(noName)).toBe('Sevilla');
  });

  it('places an in-person plan at the venue and an online plan online', () => {
    expect(planIn('presencial').in_person).toBe(true);
    expect(courseVenue(currentEdition, 'presencial')).toBe('Hotel sede del curso, Barcelona');
    expect(planIn('online').in_person).toBe(false);
    expect(courseVenue(currentEdition, 'online')).toBe(EVENT.onlineVenue);
    expect(courseVenue(onlineOnly, 'presencial')).toBe(EVENT.onlineVenue);
  });

  it('tells whether some plan is attended at the venue', () => {
    expect(hasInPersonPlan(currentEdition)).toBe(true);
    expect(hasInPersonPlan(onlineOnly)).toBe(false);
  });
});

describe('isEditionOver', () => {
  it('is over from the moment the course ends', () => {
    const end = currentEdition.ends_at;
    expect(isEditionOver(currentEdition, new Date(end.getTime() - 1))).toBe(false);
    expect(isEditionOver(currentEdition, end)).toBe(true);
  });
});

describe('planClosure', () => {
  const opens = new Date('2027-03-01T09:00:00Z');
  const closes = new Date('2027-10-15T22:00:00Z');
  const dated = editionWith(
    {},
    { key: 'online', changes: { registration_opens_at: opens, registration_closes_at: closes } },
  );
  const online = planIn('online', dated);
  const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

  it('is not open yet before the plan’s opening', () => {
    expect(planClosure(dated, online, ms(opens, -1))).toBe('not_open_yet');
  });

  it('is open from the opening until the close', () => {
    expect(planClosure(dated, online, opens)).toBeNull();
    expect(planClosure(dated, online, ms(closes, -1))).toBeNull();
  });

  it('is closed at the plan’s close date and after it', () => {
    expect(planClosure(dated, online, closes)).toBe('closed');
    expect(planClosure(dated, online, ms(closes, 86_400_000))).toBe('closed');
  });

  it('without dates is open from publication until the course ends', () => {
    const plan = planIn('online');
    const end = currentEdition.ends_at;
    expect(planClosure(currentEdition, plan, new Date('2020-01-01T00:00:00Z'))).toBeNull();
    expect(planClosure(currentEdition, plan, ms(end, -1))).toBeNull();
    expect(planClosure(currentEdition, plan, end)).toBe('closed');
    expect(planClosure(currentEdition, plan, ms(end, 60_000))).toBe('closed');
  });

  it('closes each plan on its own date', () => {
    expect(planClosure(dated, planIn('presencial', dated), ms(closes, 1))).toBeNull();
  });
});

describe('editionTemplateValues', () => {
  it('gives the edition’s title, dates and venue', () => {
    expect(editionTemplateValues(currentEdition)).toEqual({
      eventTitle: 'Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2027',
      eventDates: '5 de noviembre de 2027',
      venue: 'Hotel sede del curso, Barcelona y online',
    });
    expect(editionTemplateValues(finishedEdition).eventDates).toBe('7 de noviembre de 2025');
  });

  it('says only online for an edition without in-person plans', () => {
    expect(editionTemplateValues(onlineOnly).venue).toBe(EVENT.onlineVenue);
  });

  it('fills exactly the variables every template may use', () => {
    expect(Object.keys(editionTemplateValues(currentEdition)).sort()).toEqual(
      [...EDITION_TEMPLATE_VARIABLES].sort(),
    );
  });

  it('fills the welcome email with the edition it is about', () => {
    const { subject, content } = SYSTEM_TEMPLATES.welcome;
    const values = { firstName: 'Ana', planName: 'Online', email: 'ana@h.es' };
    expect(renderText(subject, { ...values, ...editionTemplateValues(currentEdition) })).toBe(
      'Bienvenido/a al Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2027',
    );
    const html = renderHtml(content, { ...values, ...editionTemplateValues(finishedEdition) });
    expect(html).toContain(
      'Te esperamos el 7 de noviembre de 2025 (Hotel sede del curso, Barcelona y online).',
    );
  });
});

describe('editionFromJson / editionToJson', () => {
  const dated: Edition = editionWith(
    { published_at: null, approval_email_cutoff: null },
    {
      key: 'presencial',
      changes: {
        registration_opens_at: new Date('2027-02-01T09:00:00Z'),
        registration_closes_at: new Date('2027-10-31T22:59:59.999Z'),
        early_price: 395,
        early_price_until: new Date('2027-06-30T21:59:59Z'),
      },
    },
  );

  it('round-trips an edition, its plans’ dates and its nulls', () => {
    const back = editionFromJson(editionToJson(dated));
    expect(back).toEqual(dated);
    expect(back.starts_at).toBeInstanceOf(Date);
    expect(back.published_at).toBeNull();
    expect(back.approval_email_cutoff).toBeNull();
    const presencial = planIn('presencial', back);
    expect(presencial.registration_opens_at).toBeInstanceOf(Date);
    expect(presencial.early_price_until).toEqual(new Date('2027-06-30T21:59:59Z'));
    expect(planIn('online', back).registration_opens_at).toBeNull();
  });

  it('round-trips through JSON text, as the public copy is fetched', () => {
    const text = JSON.stringify(editionToJson(dated));
    expect(editionFromJson(JSON.parse(text))).toEqual(dated);
    expect(editionFromJson(JSON.parse(JSON.stringify(editionToJson(finishedEdition))))).toEqual(
      finishedEdition,
    );
  });

  it('writes instants as ISO strings and leaves the edition it is given alone', () => {
    const json = editionToJson(dated) as Record<string, unknown> & {
      plans: Record<string, unknown>[];
    };
    expect(json.starts_at).toBe('2027-11-05T07:50:00.000Z');
    expect(json.published_at).toBeNull();
    expect(json.plans.find((plan) => plan.key === 'presencial')!.registration_closes_at).toBe(
      '2027-10-31T22:59:59.999Z',
    );
    expect(json.plans.find((plan) => plan.key === 'online')!.early_price_until).toBeNull();
    expect(dated.starts_at).toBeInstanceOf(Date);
    expect(planIn('presencial', dated).registration_opens_at).toBeInstanceOf(Date);
  });
});
