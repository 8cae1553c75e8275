import { yup } from './yup';
import { COUNTRIES, DIAL_CODES, SOCIETIES, SPECIALTIES, optionValues } from '../catalog/options';
import { isSponsoredPlan } from '../catalog/plans';
import { es } from '../i18n/es';
import { formatText } from '../i18n/formatText';
import { adminUsers } from '../i18n/adminUsers';
import { emailField, jobIdField, oneOfField, textField } from './fields';
import { editionPlanField, planIs } from './editionContext';

const v = es.validation;
const t = adminUsers.validation;

/** The most users one import creates: the bulk callable's limit, checked before sending. */
export const MAX_IMPORT_ROWS = 5000;

/** The create-user payload, as the form, a CSV row and a pasted row all produce it. */
export const createUserFieldsSchema = yup.object({
  email: emailField().required(v.emailRequired),
  first_name: textField(100).required(v.firstNameRequired),
  last_name: textField(100).required(v.lastNameRequired),
  // The attendee's own profile form applies this rule, so an admin-made phone stays editable there.
  phone: textField(20).matches(/^[0-9 -]*$/, v.phoneInvalid),
  phone_country_code: textField(5).oneOf(['', ...DIAL_CODES], t.dialCodeInvalid),
  company: textField(),
  position: textField(),
  specialty: oneOfField(optionValues(SPECIALTIES)),
  country: oneOfField(optionValues(COUNTRIES)),
  city: textField(100),
  sponsor: textField().when(['plan_name', '$edition'], {
    is: planIs(isSponsoredPlan),
    then: (s) => s.required(v.sponsorRequired),
  }),
  sponsor_notification_email: emailField()
    .default('')
    .when(['plan_name', '$edition'], {
      is: planIs(isSponsoredPlan),
      then: (s) => s.required(t.sponsorEmailRequired),
    }),
  society: oneOfField(optionValues(SOCIETIES)),
  plan_name: editionPlanField('any', v.planInvalid, t.planRequired),
  is_laspghn_member: yup.boolean().default(false),
});
export type CreateUserFields = yup.InferType<typeof createUserFieldsSchema>;

/** What is sent after creating: by default the welcome email; 'verification' sends a code. */
const emailChoices = {
  sendEmail: yup.boolean().default(true),
  emailType: yup
    .string()
    .oneOf(['welcome', 'verification'] as const, v.invalidOption)
    .default('welcome'),
  sendSponsorEmail: yup.boolean().default(false),
};

/** The manual form of Alta Manual de Usuarios. */
export const createUserSchema = createUserFieldsSchema.shape({
  ...emailChoices,
  /** The admin confirmed restoring (and resetting) the archived account that holds this email. */
  restoreArchived: yup.boolean().default(false),
});

/** A CSV or paste import, sent whole once the page has shown its errors. */
export const bulkCreateUsersSchema = yup.object({
  users: yup
    .array(createUserFieldsSchema)
    .required(t.usersRequired)
    .min(1, t.usersRequired)
    .max(MAX_IMPORT_ROWS, ({ max }) => formatText(v.tooManyUsers, { max })),
  ...emailChoices,
  jobId: jobIdField(),
});

export const regenerateCodeSchema = yup.object({
  email: emailField().required(v.emailRequired),
});
