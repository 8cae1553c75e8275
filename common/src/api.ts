import type { RequestOf } from './contracts';
import type { ErrorCode } from './i18n/es';

/** Requests are what their shared schemas accept, so a field is declared once. */
export type SendVerificationCodeRequest = RequestOf<'sendVerificationCode'>;
export interface SendVerificationCodeResponse {
  success: true;
}

export type VerifyCodeRequest = RequestOf<'verifyCode'>;
export interface VerifyCodeResponse {
  success: true;
  /** Firebase custom token: `signInWithCustomToken` turns it into a session. */
  token: string;
  isAdmin: boolean;
}

export type CreatePaymentRequest = RequestOf<'createPayment'>;
export interface CreatePaymentResponse {
  free: boolean;
  url: string;
}

/** Body of `details` on every refusal a callable answers with. */
export interface ErrorDetails {
  code?: string;
  /** Field → Spanish message, for `invalid-argument`. */
  fields?: Record<string, string>;
  /** For `resource-exhausted`: seconds until the caller may try again. */
  retryAfterSeconds?: number;
  /** The provider's or the system's own words, for the catalogue text's `{reason}`. */
  reason?: string;
}

/** Only the caller's own personal fields and preferences; anything else is refused. */
export type UpdateMyProfileRequest = RequestOf<'updateMyProfile'>;
export type RegisterForEditionRequest = RequestOf<'registerForEdition'>;
export interface UpdateMyProfileResponse {
  success: true;
}

export type ImpersonationRequest = RequestOf<'startImpersonation'>;
/** The person an administrator is now viewing the site as. */
export interface StartImpersonationResponse {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** ISO time the server recorded the start; the 30 minutes run from here. */
  startedAt: string;
}
export interface StopImpersonationResponse {
  success: true;
}

/** What a callable that changes one thing answers. */
export interface DoneResponse {
  success: true;
}

export type AdminUpdateUserRequest = RequestOf<'adminUpdateUser'>;
export type UpdateUserEmailRequest = RequestOf<'updateUserEmail'>;
export type ArchiveUserRequest = RequestOf<'archiveUser'>;
export type UserSelectionRequest = RequestOf<'approveUsers'>;
export type SingleUserRequest = RequestOf<'sendApprovalEmail'>;
export type SendBulkApprovalEmailsRequest = RequestOf<'sendBulkApprovalEmails'>;
export type SetPaymentStatusRequest = RequestOf<'setPaymentStatus'>;
export type VerifyStripePaymentsRequest = RequestOf<'verifyStripePayments'>;

/** One user's outcome in a bulk action. */
export interface UserResult {
  userId: string;
  /** "Nombre Apellidos", or the id when the profile is missing. */
  name: string;
  ok: boolean;
  /** Why it was refused (catalogue code), when `ok` is false. */
  error?: ErrorCode;
  /** Approved, but the approval email could not be sent. */
  emailFailed?: boolean;
  /** The provider's or the system's own words for a failed email, for the catalogue's `{reason}`. */
  reason?: string;
}

/**
 * What every long action answers at once: the job it recorded and queued. Its progress and, once
 * done, its outcome (`JobOutcome`) are on `jobs/{jobId}`.
 */
export interface JobStartedResponse {
  jobId: string;
}
export type JobRequest = RequestOf<'resumeJob'>;

/** The outcome of `approveUsers`, `rejectUsers`: each user's; running it again changes nothing done. */
export interface BulkUsersResponse {
  succeeded: number;
  failed: number;
  emailsFailed: number;
  results: UserResult[];
}

/** `sendApprovalEmail`. */
export interface SendApprovalEmailResponse {
  success: true;
  emailId: string | null;
}

/** The outcome of `sendBulkApprovalEmails`: the counts, and one result per user. */
export interface BulkApprovalEmailsResponse {
  emailsSent: number;
  emailsFailed: number;
  totalProcessed: number;
  results: UserResult[];
}

/** The outcome of `verifyStripePayments`: sessions read from Stripe, and profiles that were behind. */
export interface VerifyStripePaymentsResponse {
  checked: number;
  paid: number;
  updatedProfiles: number;
}

export type CreateEmailTemplateRequest = RequestOf<'createEmailTemplate'>;
export type UpdateEmailTemplateRequest = RequestOf<'updateEmailTemplate'>;
export type TemplateIdRequest = RequestOf<'deleteEmailTemplate'>;
/** `createEmailTemplate`: the slug the template was stored under. */
export interface CreateEmailTemplateResponse {
  templateId: string;
}

export type SendTestEmailRequest = RequestOf<'sendTestEmail'>;
/** `sendTestEmail`: a refused sender domain suggests the provider's default sender. */
export interface SendTestEmailResponse {
  success: boolean;
  message: string;
  suggestFallback: boolean;
  detectedDomain: string | null;
}

export type EstimateRecipientsRequest = RequestOf<'estimateRecipients'>;
export interface EstimateRecipientsResponse {
  /** Profiles the notification would be sent to, those without an email left out. */
  count: number;
}

export type SendMassNotificationRequest = RequestOf<'sendMassNotification'>;
/** A user the notification skipped for lacking an email address. */
export interface UserWithoutEmail {
  id: string;
  name: string;
  plan: string;
}
/** The outcome of `sendMassNotification`: the counts; `results` lists the failures only. */
export interface MassNotificationResponse {
  success: boolean;
  message: string;
  emailsSent: number;
  emailsFailed: number;
  totalProcessed: number;
  results: { user: string; email: string; success: boolean; error?: string }[];
  usersWithoutEmail: UserWithoutEmail[];
}

export type CreateUserRequest = RequestOf<'createUser'>;
/** `createUser`: the account made (or the archived one restored) and what was emailed. */
export interface CreateUserResponse {
  userId: string;
  restored: boolean;
  /** null when no email was asked for. */
  emailSent: boolean | null;
  sponsorEmailSent: boolean | null;
}

export type BulkCreateUsersRequest = RequestOf<'bulkCreateUsers'>;
/** One row of an import: `index` is its position in the request's `users`. */
export interface BulkCreateRowResult {
  index: number;
  email: string;
  success: boolean;
  userId?: string;
  /** Spanish reason, when `success` is false. */
  error?: string;
  /** The row's account was already made by an earlier attempt of the same job. */
  alreadyCreated?: boolean;
}
/** The outcome of `bulkCreateUsers`: the counts, and one result per row. */
export interface BulkCreateUsersResponse {
  success: boolean;
  message: string;
  usersCreated: number;
  usersFailed: number;
  totalProcessed: number;
  results: BulkCreateRowResult[];
}

export type RegenerateCodeRequest = RequestOf<'adminRegenerateCode'>;

export type CreateZoomWebinarRequest = RequestOf<'createZoomWebinar'>;
/** `createZoomWebinar`: the session made, and its links on Zoom. */
export interface CreateZoomWebinarResponse {
  sessionId: string;
  zoomId: string;
  joinUrl: string;
  registrationUrl: string | null;
  /** Approved attendees registered, each with a personal join link. */
  registered: number;
}

export type ZoomSessionIdRequest = RequestOf<'startZoomSession'>;
export type SetZoomSessionStatusRequest = RequestOf<'setZoomSessionStatus'>;
export type ZoomRegistrationRequest = RequestOf<'registerZoomParticipant'>;
/** `featured` defaults to true on the server, so only the videowall switch sends it. */
export type FeatureZoomParticipantRequest = Omit<
  RequestOf<'featureZoomParticipant'>,
  'featured'
> & { featured?: boolean };

/** Someone in a running webinar, as Zoom lists them. */
export interface LiveParticipant {
  name: string;
  email: string | null;
  joinTime: string | null;
}
/** `startZoomSession`, `stopZoomSession`, `setZoomSessionStatus`: the status afterwards. */
export interface ZoomSessionStatusResponse {
  status: 'scheduled' | 'live' | 'completed';
}
/** `listLiveParticipants`: who is in the running webinar now. */
export interface LiveParticipantsResponse {
  participants: LiveParticipant[];
}
/** `syncZoomParticipants`: participant records written from Zoom's listing. */
export interface SyncZoomParticipantsResponse {
  synced: number;
}
/** `registerZoomParticipant`: the attendee's personal join link. */
export interface ZoomRegistrationResponse {
  joinUrl: string;
}

export type UpdateZoomWebinarRequest = RequestOf<'updateZoomWebinar'>;
/** `updateZoomWebinar`: the session as it now is on Zoom and in the course. */
export interface UpdateZoomWebinarResponse {
  sessionId: string;
}

export type DownloadCertificateRequest = RequestOf<'downloadCertificate'>;
/** `downloadCertificate`: the certificate's PDF (base64) and the code that verifies it. */
export interface DownloadCertificateResponse {
  code: string;
  fileName: string;
  pdfBase64: string;
}

export type SaveEditionRequest = RequestOf<'saveEdition'>;
export type PublishEditionRequest = RequestOf<'publishEdition'>;
/** `createEdition`: the id of the draft copied from the last edition. */
export interface CreateEditionResponse {
  editionId: string;
}
