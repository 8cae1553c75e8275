/**
 * What the course is whatever its edition: who organizes it and how the site behaves. Everything
 * that changes from one year to the next (title, dates, venue, plans…) is the edition's data.
 */
export const EVENT = {
  organizers: 'GETECCU y SEGHNP',
  onlineVenue: 'Online (retransmisión en directo)',
  /** Seconds the success page waits before sending the attendee on. */
  successRedirectSeconds: 3,
  impersonationMinutes: 30,
} as const;
