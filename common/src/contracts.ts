import type * as yup from 'yup';
import type {
  CreateEditionResponse,
  CreateEmailTemplateResponse,
  CreatePaymentResponse,
  CreateUserResponse,
  CreateZoomWebinarResponse,
  DoneResponse,
  DownloadCertificateResponse,
  EstimateRecipientsResponse,
  JobStartedResponse,
  LiveParticipantsResponse,
  SendApprovalEmailResponse,
  SendTestEmailResponse,
  SendVerificationCodeResponse,
  StartImpersonationResponse,
  StopImpersonationResponse,
  SyncZoomParticipantsResponse,
  UpdateMyProfileResponse,
  UpdateZoomWebinarResponse,
  VerifyCodeResponse,
  ZoomRegistrationResponse,
  ZoomSessionStatusResponse,
} from './api';
import {
  adminUpdateUserSchema,
  archiveUserSchema,
  jobSchema,
  sendBulkApprovalEmailsSchema,
  setPaymentStatusSchema,
  singleUserSchema,
  updateUserEmailSchema,
  userSelectionSchema,
  verifyStripePaymentsSchema,
} from './schemas/admin';
import { sendVerificationCodeSchema } from './schemas/auth';
import { createPaymentSchema, verifyCodeSchema } from './schemas/callables';
import { registerForEditionSchema } from './schemas/registration';
import { downloadCertificateSchema } from './schemas/certificates';
import { createEditionSchema, publishEditionSchema, saveEditionSchema } from './schemas/edition';
import {
  createEmailTemplateSchema,
  estimateRecipientsSchema,
  sendMassNotificationSchema,
  sendTestEmailSchema,
  templateIdSchema,
  updateEmailTemplateSchema,
} from './schemas/emailAdmin';
import { impersonationSchema, profileUpdateSchema } from './schemas/profile';
import {
  bulkCreateUsersSchema,
  createUserSchema,
  regenerateCodeSchema,
} from './schemas/userCreation';
import {
  createZoomWebinarSchema,
  featureZoomParticipantSchema,
  setZoomSessionStatusSchema,
  updateZoomWebinarSchema,
  zoomRegistrationSchema,
  zoomSessionIdSchema,
} from './schemas/zoomAdmin';

/** A callable's contract: the schema its request must pass, and (as a type) what it answers. */
export interface CallableContract<S extends yup.AnyObjectSchema, R> {
  schema: S;
  /** Never set: it carries the response type. */
  readonly response?: R;
}

const answers =
  <R>() =>
  <S extends yup.AnyObjectSchema>(schema: S): CallableContract<S, R> => ({ schema });

/**
 * Every callable, by its deployed name: the one description the functions validate and type their
 * handlers with, and the web types its callers with (by type only, so no schema reaches a page
 * that does not validate a form with it). A test checks that the functions export exactly these.
 */
export const CALLABLE_CONTRACTS = {
  sendVerificationCode: answers<SendVerificationCodeResponse>()(sendVerificationCodeSchema),
  verifyCode: answers<VerifyCodeResponse>()(verifyCodeSchema),
  registerForEdition: answers<DoneResponse>()(registerForEditionSchema),
  createPayment: answers<CreatePaymentResponse>()(createPaymentSchema),
  updateMyProfile: answers<UpdateMyProfileResponse>()(profileUpdateSchema),
  startImpersonation: answers<StartImpersonationResponse>()(impersonationSchema),
  stopImpersonation: answers<StopImpersonationResponse>()(impersonationSchema),
  adminUpdateUser: answers<DoneResponse>()(adminUpdateUserSchema),
  updateUserEmail: answers<DoneResponse>()(updateUserEmailSchema),
  archiveUser: answers<DoneResponse>()(archiveUserSchema),
  approveUsers: answers<JobStartedResponse>()(userSelectionSchema),
  rejectUsers: answers<JobStartedResponse>()(userSelectionSchema),
  sendApprovalEmail: answers<SendApprovalEmailResponse>()(singleUserSchema),
  sendBulkApprovalEmails: answers<JobStartedResponse>()(sendBulkApprovalEmailsSchema),
  setPaymentStatus: answers<DoneResponse>()(setPaymentStatusSchema),
  verifyStripePayments: answers<JobStartedResponse>()(verifyStripePaymentsSchema),
  resumeJob: answers<JobStartedResponse>()(jobSchema),
  createUser: answers<CreateUserResponse>()(createUserSchema),
  bulkCreateUsers: answers<JobStartedResponse>()(bulkCreateUsersSchema),
  adminRegenerateCode: answers<DoneResponse>()(regenerateCodeSchema),
  sendSponsorNotification: answers<DoneResponse>()(singleUserSchema),
  createEmailTemplate: answers<CreateEmailTemplateResponse>()(createEmailTemplateSchema),
  updateEmailTemplate: answers<DoneResponse>()(updateEmailTemplateSchema),
  resetEmailTemplate: answers<DoneResponse>()(templateIdSchema),
  deleteEmailTemplate: answers<DoneResponse>()(templateIdSchema),
  sendTestEmail: answers<SendTestEmailResponse>()(sendTestEmailSchema),
  estimateRecipients: answers<EstimateRecipientsResponse>()(estimateRecipientsSchema),
  sendMassNotification: answers<JobStartedResponse>()(sendMassNotificationSchema),
  createZoomWebinar: answers<CreateZoomWebinarResponse>()(createZoomWebinarSchema),
  updateZoomWebinar: answers<UpdateZoomWebinarResponse>()(updateZoomWebinarSchema),
  startZoomSession: answers<ZoomSessionStatusResponse>()(zoomSessionIdSchema),
  stopZoomSession: answers<ZoomSessionStatusResponse>()(zoomSessionIdSchema),
  setZoomSessionStatus: answers<ZoomSessionStatusResponse>()(setZoomSessionStatusSchema),
  listLiveParticipants: answers<LiveParticipantsResponse>()(zoomSessionIdSchema),
  syncZoomParticipants: answers<SyncZoomParticipantsResponse>()(zoomSessionIdSchema),
  registerZoomParticipant: answers<ZoomRegistrationResponse>()(zoomRegistrationSchema),
  unregisterZoomParticipant: answers<DoneResponse>()(zoomRegistrationSchema),
  featureZoomParticipant: answers<DoneResponse>()(featureZoomParticipantSchema),
  downloadCertificate: answers<DownloadCertificateResponse>()(downloadCertificateSchema),
  createEdition: answers<CreateEditionResponse>()(createEditionSchema),
  saveEdition: answers<DoneResponse>()(saveEditionSchema),
  publishEdition: answers<DoneResponse>()(publishEditionSchema),
};

export type CallableContracts = typeof CALLABLE_CONTRACTS;
export type CallableName = keyof CallableContracts;
/** What a callable takes: what its schema accepts. */
export type RequestOf<N extends CallableName> = yup.InferType<CallableContracts[N]['schema']>;
/** What a callable answers. */
export type ResponseOf<N extends CallableName> = NonNullable<CallableContracts[N]['response']>;
