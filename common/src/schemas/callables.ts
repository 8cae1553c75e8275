import { yup } from './yup';
import { es } from '../i18n/es';
import { codeSchema } from './auth';
import { emailField } from './fields';
import { editionPlanField } from './editionContext';
import type { RegistrationUserData } from './registration';

/** `verifyCode`: `userData` is checked against `registrationSchema` when `isLogin` is false. */
export const verifyCodeSchema = yup.object({
  email: emailField().required(es.validation.emailRequired),
  code: codeSchema,
  isLogin: yup.boolean().required(),
  userData: yup.mixed<RegistrationUserData>().nullable().optional(),
});

export const createPaymentSchema = yup.object({
  plan: editionPlanField('public', es.validation.planInvalid),
});
