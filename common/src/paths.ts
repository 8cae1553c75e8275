/** Firestore collection names, shared by the web client, the functions and the seed. */
export const COLLECTIONS = {
  profiles: 'profiles',
  zoomSessions: 'zoom_sessions',
  participants: 'participants',
  emailTemplates: 'email_templates',
  emailLogs: 'email_logs',
  auditLogs: 'audit_logs',
  payments: 'payments',
  verificationCodes: 'verification_codes',
  stripeEvents: 'stripe_events',
  jobs: 'jobs',
  mailJobs: 'mail_jobs',
  recipients: 'recipients',
  importRequests: 'import_requests',
  zoomEvents: 'zoom_events',
  registrants: 'registrants',
} as const;
