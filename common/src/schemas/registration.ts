import { yup } from './yup';
import { needsSocietyApproval, type PlanKey } from '../catalog/plans';
import {
  COUNTRIES,
  REGISTRATION_DIAL_CODES,
  DEFAULT_DIAL_CODE,
  SOCIETIES,
  REGISTRATION_SPECIALTIES,
  optionValues,
} from '../catalog/options';
import { es } from '../i18n/es';
import { emailField, oneOfField, textField } from './fields';
import { editionOf, editionPlanField, planIs } from './editionContext';

const v = es.validation;

/**
 * The registration form of `/register`, and the `userData` the `verifyCode` callable receives.
 * Fields depend on the plan: one that waits for the societies (socio) asks for workplace, specialty
 * and society, the other plans for city.
 */
export const registrationSchema = yup
  .object({
    plan: editionPlanField('public', v.planInvalid),
    email: emailField().required(v.emailRequired),
    firstName: textField(100).required(v.firstNameRequired),
    lastName: textField(100).required(v.lastNameRequired),
    phoneCountryCode: textField(5)
      .oneOf(['', ...REGISTRATION_DIAL_CODES], v.invalidOption)
      .default(DEFAULT_DIAL_CODE),
    phone: textField(20).matches(/^[0-9 -]*$/, v.phoneInvalid),
    specialty: oneOfField(optionValues(REGISTRATION_SPECIALTIES)).when(['plan', '$edition'], {
      is: planIs(needsSocietyApproval),
      then: (s) => s.required(v.specialtyRequired),
    }),
    company: textField().when(['plan', '$edition'], {
      is: planIs(needsSocietyApproval),
      then: (s) => s.required(v.workplaceRequired),
    }),
    position: textField(),
    society: oneOfField(optionValues(SOCIETIES)).when(['plan', '$edition'], {
      is: planIs(needsSocietyApproval),
      then: (s) => s.required(v.societyRequired),
    }),
    country: oneOfField(optionValues(COUNTRIES)).required(v.countryRequired),
    city: textField(100).when(['plan', '$edition'], {
      is: planIs((edition, plan) => !needsSocietyApproval(edition, plan)),
      then: (s) => s.required(v.cityRequired),
    }),
    linkedinUrl: textField(300),
    isLaspghnMember: yup.boolean().default(false),
    acceptsTerms: yup.boolean().default(false),
    acceptsPrivacy: yup.boolean().default(false),
    acceptsSocietyVerification: yup.boolean().default(false),
  })
  // Consents are checked as one rule each so the form shows the specification's single message.
  .test('consents', v.acceptTermsAndPrivacy, (data, ctx) =>
    data.acceptsTerms && data.acceptsPrivacy
      ? true
      : ctx.createError({ path: 'acceptsTerms', message: v.acceptTermsAndPrivacy }),
  )
  .test('society-verification', v.acceptSocietyVerification, (data, ctx) =>
    !needsSocietyApproval(editionOf(ctx.options.context), data.plan) ||
    data.acceptsSocietyVerification
      ? true
      : ctx.createError({
          path: 'acceptsSocietyVerification',
          message: v.acceptSocietyVerification,
        }),
  );

export type RegistrationForm = yup.InferType<typeof registrationSchema>;

/** `verifyCode`'s `userData`: the form without the email, which travels at the top level. */
export type RegistrationUserData = Omit<RegistrationForm, 'email'>;

/**
 * `registerForEdition`: a person with an account registers for the current edition with the same
 * form, their personal data filled in; their email is their account's and does not travel.
 */
export const registerForEditionSchema = registrationSchema.omit(['email']);

/** Empty form for a plan, with the specification's defaults. */
export function emptyRegistration(plan: PlanKey): RegistrationForm {
  return {
    plan,
    email: '',
    firstName: '',
    lastName: '',
    phoneCountryCode: DEFAULT_DIAL_CODE,
    phone: '',
    specialty: '',
    company: '',
    position: '',
    society: '',
    country: '',
    city: '',
    linkedinUrl: '',
    isLaspghnMember: false,
    acceptsTerms: false,
    acceptsPrivacy: false,
    acceptsSocietyVerification: false,
  };
}
