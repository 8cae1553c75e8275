/** Firestore collection names, shared by the web client, the functions and the seed. */
export const COLLECTIONS = {
  profiles: 'profiles',
  zoomSessions: 'zoom_sessions',
  participants: 'participants',
  videowall: 'videowall',
  emailTemplates: 'email_templates',
  emailLogs: 'email_logs',
  auditLogs: 'audit_logs',
  payments: 'payments',
  verificationCodes: 'verification_codes',
  stripeEvents: 'stripe_events',
  rateLimits: 'rate_limits',
  jobs: 'jobs',
  jobRows: 'rows',
  jobInputs: 'inputs',
  mailJobs: 'mail_jobs',
  attempts: 'attempts',
  zoomEvents: 'zoom_events',
  registrants: 'registrants',
  accreditation: 'accreditation',
  certificates: 'certificates',
  editions: 'editions',
  registrations: 'registrations',
  seats: 'seats',
  places: 'places',
  site: 'site',
} as const;

/** `site/current_edition`: the pointer to the edition open for registration. */
export const CURRENT_EDITION_DOC = 'current_edition';
