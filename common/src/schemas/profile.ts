import { yup } from './yup';
import { es } from '../i18n/es';
import { formatText } from '../i18n/formatText';
import { documentIdField } from './fields';

const v = es.validation;

/** Optional free text: trimmed and bounded, absent when not sent. */
const optionalText = (max: number) => yup.string().trim().max(max, v.tooLong);

/** A name may be changed but not blanked. */
const name = (required: string) =>
  optionalText(100).test('not-blank', required, (value) => value === undefined || value.length > 0);

/**
 * `updateMyProfile`: the personal tab's fields and the preferences, each optional so a tab sends
 * only its own. Any other key (statuses, plan, another user's id) is refused, not ignored.
 */
export const profileUpdateSchema = yup
  .object({
    first_name: name(v.firstNameRequired),
    last_name: name(v.lastNameRequired),
    phone: optionalText(30),
    company: optionalText(200),
    position: optionalText(200),
    specialty: optionalText(100),
    country: optionalText(100),
    city: optionalText(100),
    // Shown as a link, so only web addresses are kept (never `javascript:` and the like).
    linkedin_url: optionalText(300).test(
      'web-address',
      v.urlInvalid,
      (value) => !value || /^https?:\/\/[^\s]+$/i.test(value),
    ),
    email_notifications: yup.boolean(),
  })
  .noUnknown(({ unknown }: { unknown: string }) => formatText(v.unknownFields, { unknown }))
  .test('not-empty', v.nothingToUpdate, (value) =>
    Object.values(value ?? {}).some((field) => field !== undefined),
  );

export type ProfileUpdate = yup.InferType<typeof profileUpdateSchema>;

/** The administrator's "Ver como usuario": whom to view the site as. */
export const impersonationSchema = yup.object({
  userId: documentIdField().required(v.required),
});
