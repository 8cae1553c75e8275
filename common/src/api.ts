import type * as yup from 'yup';
import type { sendVerificationCodeSchema } from './schemas/auth';
import type { createPaymentSchema, verifyCodeSchema } from './schemas/callables';
import type { impersonationSchema, ProfileUpdate } from './schemas/profile';
import type {
  adminUpdateUserSchema,
  archiveUserSchema,
  sendBulkApprovalEmailsSchema,
  setPaymentStatusSchema,
  singleUserSchema,
  updateUserEmailSchema,
  userSelectionSchema,
  verifyStripePaymentsSchema,
} from './schemas/admin';
import type { ErrorCode } from './i18n/es';

/** Callable functions: deployed name → request and response. */
export const CALLABLES = {
  sendVerificationCode: 'sendVerificationCode',
  verifyCode: 'verifyCode',
  createPayment: 'createPayment',
  updateMyProfile: 'updateMyProfile',
  startImpersonation: 'startImpersonation',
  stopImpersonation: 'stopImpersonation',
  adminUpdateUser: 'adminUpdateUser',
  updateUserEmail: 'updateUserEmail',
  archiveUser: 'archiveUser',
  approveUsers: 'approveUsers',
  rejectUsers: 'rejectUsers',
  sendApprovalEmail: 'sendApprovalEmail',
  sendBulkApprovalEmails: 'sendBulkApprovalEmails',
  setPaymentStatus: 'setPaymentStatus',
  verifyStripePayments: 'verifyStripePayments',
} as const;

/** Requests are what their shared schemas accept, so a field is declared once. */
export type SendVerificationCodeRequest = yup.InferType<typeof sendVerificationCodeSchema>;
export interface SendVerificationCodeResponse {
  success: true;
}

export type VerifyCodeRequest = yup.InferType<typeof verifyCodeSchema>;
export interface VerifyCodeResponse {
  success: true;
  /** Firebase custom token: `signInWithCustomToken` turns it into a session. */
  token: string;
  isAdmin: boolean;
}

export type CreatePaymentRequest = yup.InferType<typeof createPaymentSchema>;
export interface CreatePaymentResponse {
  free: boolean;
  url: string;
}

/** Body of `details` on every refusal a callable answers with. */
export interface ErrorDetails {
  code?: string;
  /** Field → Spanish message, for `invalid-argument`. */
  fields?: Record<string, string>;
}

/** Only the caller's own personal fields and preferences; anything else is refused. */
export type UpdateMyProfileRequest = ProfileUpdate;
export interface UpdateMyProfileResponse {
  success: true;
}

export type ImpersonationRequest = yup.InferType<typeof impersonationSchema>;
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

export type AdminUpdateUserRequest = yup.InferType<typeof adminUpdateUserSchema>;
export type UpdateUserEmailRequest = yup.InferType<typeof updateUserEmailSchema>;
export type ArchiveUserRequest = yup.InferType<typeof archiveUserSchema>;
export type UserSelectionRequest = yup.InferType<typeof userSelectionSchema>;
export type SingleUserRequest = yup.InferType<typeof singleUserSchema>;
export type SendBulkApprovalEmailsRequest = yup.InferType<typeof sendBulkApprovalEmailsSchema>;
export type SetPaymentStatusRequest = yup.InferType<typeof setPaymentStatusSchema>;
export type VerifyStripePaymentsRequest = yup.InferType<typeof verifyStripePaymentsSchema>;

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
}

/** `approveUsers`, `rejectUsers`: each user's outcome; running it again changes nothing done. */
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

/** `sendBulkApprovalEmails` (§3, bulk approval result). */
export interface BulkApprovalEmailsResponse {
  emailsSent: number;
  emailsFailed: number;
  totalProcessed: number;
  results: UserResult[];
}

/** `verifyStripePayments`: sessions read from Stripe, and profiles that were behind. */
export interface VerifyStripePaymentsResponse {
  checked: number;
  paid: number;
  updatedProfiles: number;
}
