/** The course itself: one day, in person in Barcelona or online. */
export const EVENT = {
  title: 'Curso de Enfermedad Inflamatoria Intestinal Pediátrica 2025',
  shortTitle: 'Curso EII Pediátrica 2025',
  organizers: 'GETECCU y SEGHNP',
  /** Sessions run from 08:50 to 18:15 Madrid time (+01:00 in November). */
  startsAt: '2025-11-07T08:50:00+01:00',
  endsAt: '2025-11-07T18:15:00+01:00',
  /** The dashboard countdown targets the opening at 09:00. */
  countdownTarget: '2025-11-07T09:00:00+01:00',
  inPersonVenue: 'Hotel sede del curso, Barcelona',
  onlineVenue: 'Online (retransmisión en directo)',
  calendarFileName: 'curso-eii-pediatrica-2025.ics',
  supportEmail: 'soporte@curso-eii-pediatrica.es',
  /** Seconds the success page waits before sending the attendee on. */
  successRedirectSeconds: 3,
  impersonationMinutes: 30,
} as const;
