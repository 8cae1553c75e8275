import { yup } from './yup';
import {
  ACCESS_STATUSES,
  PAYMENT_STATUSES,
  type AccessStatus,
  type PaymentStatus,
} from '../catalog/statuses';
import { es } from '../i18n/es';
import { esAdmin } from '../i18n/admin';
import { templateSyntaxError } from '../domain/templates';
import { documentIdField, emailField, jobIdField, textField } from './fields';
import { editionPlanField } from './editionContext';

const v = es.validation;
const t = esAdmin.emails.validation;

/** A template's id: a `templateSlug` (at most 50 characters) or a system template's fixed id. */
const templateId = () =>
  documentIdField()
    .required(t.templateRequired)
    .matches(/^[a-z0-9_]{1,50}$/, t.templateRequired);

/** Text rendered with Mustache: its `{{…}}` tags must parse, or no email could be sent from it. */
const templateText = (max: number) =>
  textField(max).test('template-syntax', (value, context) => {
    const error = value ? templateSyntaxError(value, t) : null;
    return error ? context.createError({ message: error }) : true;
  });

/** Name, subject and content are all required. */
export const templateFieldsSchema = yup.object({
  name: textField(100).required(t.nameRequired),
  subject: templateText(200).required(t.subjectRequired),
  content: templateText(100_000).required(t.contentRequired),
});
export type TemplateFields = yup.InferType<typeof templateFieldsSchema>;

export const createEmailTemplateSchema = templateFieldsSchema;
export const updateEmailTemplateSchema = templateFieldsSchema.shape({ templateId: templateId() });
/** `resetEmailTemplate`, `deleteEmailTemplate`. */
export const templateIdSchema = yup.object({ templateId: templateId() });

/** The templates the Pruebas tab of Gestión de Emails can try. */
export const TEST_TEMPLATE_IDS = ['welcome', 'approval', 'notification'] as const;
export type TestTemplateId = (typeof TEST_TEMPLATE_IDS)[number];

export const sendTestEmailSchema = yup.object({
  templateId: yup
    .string()
    .required(t.templateRequired)
    .oneOf(TEST_TEMPLATE_IDS as unknown as TestTemplateId[], t.templateRequired),
  recipientEmail: emailField().required(t.recipientRequired),
  testData: yup
    .object({
      firstName: textField(100),
      lastName: textField(100),
      email: emailField().default(''),
      planName: editionPlanField('public', v.planInvalid),
      customSubject: textField(200),
      customTitle: textField(200),
      customContent: textField(100_000),
    })
    .required(),
  useFallbackSender: yup.boolean().default(false),
});

/** Whom a mass notification goes to: the draft's filters, or one selected user. */
export const notificationFiltersSchema = yup.object({
  plans: yup.array(editionPlanField('any', es.validation.invalidOption).defined()).default([]),
  accessStatuses: yup
    .array(
      yup
        .string()
        .oneOf(ACCESS_STATUSES as unknown as AccessStatus[])
        .defined(),
    )
    .default([]),
  paymentStatuses: yup
    .array(
      yup
        .string()
        .oneOf(PAYMENT_STATUSES as unknown as PaymentStatus[])
        .defined(),
    )
    .default([]),
  /** Individual mode: the one user picked. */
  selectedUserId: documentIdField().optional(),
});
export type NotificationFilters = yup.InferType<typeof notificationFiltersSchema>;

export const estimateRecipientsSchema = yup.object({ filters: notificationFiltersSchema });

export const sendMassNotificationSchema = yup.object({
  subject: templateText(200).required(t.draftIncomplete),
  title: templateText(200).required(t.draftIncomplete),
  content: templateText(100_000).required(t.draftIncomplete),
  templateId: documentIdField().max(50).optional(),
  filters: notificationFiltersSchema,
  jobId: jobIdField(),
});
