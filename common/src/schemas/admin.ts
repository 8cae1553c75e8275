import { yup } from './yup';
import { isSponsoredPlan } from '../catalog/plans';
import { ACCESS_STATUSES, type AccessStatus } from '../catalog/statuses';
import { es } from '../i18n/es';
import { formatText } from '../i18n/formatText';
import { documentIdField, emailField, jobIdField } from './fields';
import { editionPlanField, planIs } from './editionContext';

const v = es.validation;

/** A profile's id (its Auth uid). */
const userId = () => documentIdField().required();

/** The registrations' edit dialog fields `adminUpdateUser` saves; the email has its own call. */
const editedFields = {
  first_name: yup.string().trim().required(v.firstNameRequired).max(100, v.tooLong),
  last_name: yup.string().trim().required(v.lastNameRequired).max(100, v.tooLong),
  plan_name: editionPlanField('any', v.planInvalid),
  access_status: yup
    .string()
    .required(v.statusInvalid)
    .oneOf(ACCESS_STATUSES as unknown as AccessStatus[], v.statusInvalid),
  sponsor: yup
    .string()
    .trim()
    .max(200, v.tooLong)
    .default('')
    .when(['plan_name', '$edition'], {
      is: planIs(isSponsoredPlan),
      then: (s) => s.required(v.sponsorRequired),
    }),
};

export const adminUpdateUserSchema = yup.object({ userId: userId(), ...editedFields });

/** The edit dialog's whole form: the saved fields and the email. */
export const editUserFormSchema = yup.object({
  ...editedFields,
  email: emailField().required(v.emailRequired),
});
export type EditUserForm = yup.InferType<typeof editUserFormSchema>;

export const updateUserEmailSchema = yup.object({
  userId: userId(),
  newEmail: emailField().required(v.emailRequired),
});

export const archiveUserSchema = yup.object({
  userId: userId(),
  action: yup
    .string()
    .required()
    .oneOf(['archive', 'unarchive'] as const),
  reason: yup
    .string()
    .trim()
    .max(500, v.tooLong)
    .default('')
    .when('action', {
      is: 'archive',
      then: (s) => s.required(v.archiveReasonRequired),
    }),
});

/** The most users one bulk call takes: a page's selection, processed in batches. */
export const MAX_BULK_USERS = 1000;

/** `approveUsers` / `rejectUsers`: the selection, and the job the page follows. */
export const userSelectionSchema = yup.object({
  userIds: yup
    .array(userId().defined())
    .required(v.selectionRequired)
    .min(1, v.selectionRequired)
    .max(MAX_BULK_USERS, ({ max }) => formatText(v.tooManyUsers, { max })),
  jobId: jobIdField(),
});

export const singleUserSchema = yup.object({ userId: userId() });

export const sendBulkApprovalEmailsSchema = yup.object({
  includePrevious: yup.boolean().default(true),
  jobId: jobIdField(),
});

export const setPaymentStatusSchema = yup.object({
  userId: userId(),
  status: yup
    .string()
    .required(v.statusInvalid)
    .oneOf(['completed', 'failed'] as const, v.statusInvalid),
});

export const verifyStripePaymentsSchema = yup.object({ jobId: jobIdField() });

/** `resumeJob`: a job that stopped before its end. */
export const jobSchema = yup.object({ jobId: jobIdField() });
