import {
  CALLABLES,
  type AdminUpdateUserRequest,
  type ArchiveUserRequest,
  type BulkApprovalEmailsResponse,
  type BulkUsersResponse,
  type DoneResponse,
  type SendApprovalEmailResponse,
  type SendBulkApprovalEmailsRequest,
  type SetPaymentStatusRequest,
  type SingleUserRequest,
  type UpdateUserEmailRequest,
  type UserSelectionRequest,
  type VerifyStripePaymentsRequest,
  type VerifyStripePaymentsResponse,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type ImpersonationRequest,
  type StartImpersonationResponse,
  type StopImpersonationResponse,
  type SendVerificationCodeRequest,
  type SendVerificationCodeResponse,
  type UpdateMyProfileRequest,
  type UpdateMyProfileResponse,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
  type SyncZoomParticipantsRequest,
  type SyncZoomParticipantsResponse,
  type BulkCreateUsersRequest,
  type BulkCreateUsersResponse,
  type CreateEmailTemplateRequest,
  type CreateEmailTemplateResponse,
  type CreateUserRequest,
  type CreateUserResponse,
  type EstimateRecipientsRequest,
  type EstimateRecipientsResponse,
  type MassNotificationResponse,
  type RegenerateCodeRequest,
  type SendMassNotificationRequest,
  type SendTestEmailRequest,
  type SendTestEmailResponse,
  type TemplateIdRequest,
  type UpdateEmailTemplateRequest,
  type CreateZoomWebinarRequest,
  type CreateZoomWebinarResponse,
  type ManageZoomSessionRequest,
  type ManageZoomSessionResponse,
  type UpdateZoomWebinarRequest,
  type UpdateZoomWebinarResponse,
  type DownloadCertificateRequest,
  type DownloadCertificateResponse,
} from '@curso/common';

/**
 * Firebase is fetched on the first call, not with the page: the sign-up form and the other pages
 * that only call a function show without downloading it.
 */
function callable<Request, Response>(name: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const { callFunction } = await import('../firebase/functions');
    return callFunction<Request, Response>(name, request);
  };
}

/** Emails a 6-digit code, for a login (`isLogin`) or a new registration. */
export const sendVerificationCode = callable<
  SendVerificationCodeRequest,
  SendVerificationCodeResponse
>(CALLABLES.sendVerificationCode);

/** Checks the code; a registration also creates the account. Answers a custom token. */
export const verifyCode = callable<VerifyCodeRequest, VerifyCodeResponse>(CALLABLES.verifyCode);

/** Starts a card checkout for the signed-in user (free plans answer `{ free: true, url }`). */
export const createPayment = callable<CreatePaymentRequest, CreatePaymentResponse>(
  CALLABLES.createPayment,
);

/** Saves the caller's own personal fields or preferences. */
export const updateMyProfile = callable<UpdateMyProfileRequest, UpdateMyProfileResponse>(
  CALLABLES.updateMyProfile,
);

/** "Ver como usuario" (administrators): checks the target and records the start. */
export const startImpersonation = callable<ImpersonationRequest, StartImpersonationResponse>(
  CALLABLES.startImpersonation,
);

/** Records the end of an impersonation, manual or on expiry. */
export const stopImpersonation = callable<ImpersonationRequest, StopImpersonationResponse>(
  CALLABLES.stopImpersonation,
);

/** Back office: the edit dialog's fields (the email has its own call). */
export const adminUpdateUser = callable<AdminUpdateUserRequest, DoneResponse>(
  CALLABLES.adminUpdateUser,
);

/** Back office: a new email for the account and the profile together. */
export const updateUserEmail = callable<UpdateUserEmailRequest, DoneResponse>(
  CALLABLES.updateUserEmail,
);

/** Back office: archive with a reason, or restore. */
export const archiveUser = callable<ArchiveUserRequest, DoneResponse>(CALLABLES.archiveUser);

/** Back office: approve pending socios (each is sent the approval email). */
export const approveUsers = callable<UserSelectionRequest, BulkUsersResponse>(
  CALLABLES.approveUsers,
);

/** Back office: reject pending socios. */
export const rejectUsers = callable<UserSelectionRequest, BulkUsersResponse>(CALLABLES.rejectUsers);

/** Back office: the approval email to one approved user. */
export const sendApprovalEmail = callable<SingleUserRequest, SendApprovalEmailResponse>(
  CALLABLES.sendApprovalEmail,
);

/** Back office: the approval email to every approved socio who is due one. */
export const sendBulkApprovalEmails = callable<
  SendBulkApprovalEmailsRequest,
  BulkApprovalEmailsResponse
>(CALLABLES.sendBulkApprovalEmails);

/** Back office: settle a payment by hand. */
export const setPaymentStatus = callable<SetPaymentStatusRequest, DoneResponse>(
  CALLABLES.setPaymentStatus,
);

/** Back office: apply every paid Checkout Session Stripe has. */
export const verifyStripePayments = callable<
  VerifyStripePaymentsRequest,
  VerifyStripePaymentsResponse
>(CALLABLES.verifyStripePayments);

/** Back office: one account and its profile, or an archived one restored and reset. */
export const createUser = callable<CreateUserRequest, CreateUserResponse>(CALLABLES.createUser);

/** Back office: an imported table of users; a retried request creates nobody twice. */
export const bulkCreateUsers = callable<BulkCreateUsersRequest, BulkCreateUsersResponse>(
  CALLABLES.bulkCreateUsers,
);

/** Back office: a new access code for an existing account, sent by email. */
export const adminRegenerateCode = callable<RegenerateCodeRequest, DoneResponse>(
  CALLABLES.adminRegenerateCode,
);

/** Back office: the sponsor's notice of a sponsored registration. */
export const sendSponsorNotification = callable<SingleUserRequest, DoneResponse>(
  CALLABLES.sendSponsorNotification,
);

export const createEmailTemplate = callable<
  CreateEmailTemplateRequest,
  CreateEmailTemplateResponse
>(CALLABLES.createEmailTemplate);

export const updateEmailTemplate = callable<UpdateEmailTemplateRequest, DoneResponse>(
  CALLABLES.updateEmailTemplate,
);

/** A system template back to its shipped text. */
export const resetEmailTemplate = callable<TemplateIdRequest, DoneResponse>(
  CALLABLES.resetEmailTemplate,
);

/** Custom templates only. */
export const deleteEmailTemplate = callable<TemplateIdRequest, DoneResponse>(
  CALLABLES.deleteEmailTemplate,
);

export const sendTestEmail = callable<SendTestEmailRequest, SendTestEmailResponse>(
  CALLABLES.sendTestEmail,
);

export const estimateRecipients = callable<EstimateRecipientsRequest, EstimateRecipientsResponse>(
  CALLABLES.estimateRecipients,
);

/** Runs (or resumes, with the same job id) a mass notification. */
export const sendMassNotification = callable<SendMassNotificationRequest, MassNotificationResponse>(
  CALLABLES.sendMassNotification,
);

/** Back office: a webinar (or meeting) on Zoom and its session. */
export const createZoomWebinar = callable<CreateZoomWebinarRequest, CreateZoomWebinarResponse>(
  CALLABLES.createZoomWebinar,
);

/** Back office: start, stop, set the status of a session, or list who is in it. */
export const manageZoomSession = callable<ManageZoomSessionRequest, ManageZoomSessionResponse>(
  CALLABLES.manageZoomSession,
);

/** Back office: sync who attended from Zoom, register or cancel one attendee, feature one. */
export const syncZoomParticipants = callable<
  SyncZoomParticipantsRequest,
  SyncZoomParticipantsResponse
>(CALLABLES.syncZoomParticipants);

/** Back office: a session's title, description, times, capacity and accreditation kind. */
export const updateZoomWebinar = callable<UpdateZoomWebinarRequest, UpdateZoomWebinarResponse>(
  CALLABLES.updateZoomWebinar,
);

/** The caller's certificate as a PDF, issued on its first download once its requirements are met. */
export const downloadCertificate = callable<
  DownloadCertificateRequest,
  DownloadCertificateResponse
>(CALLABLES.downloadCertificate);
