import { yup } from './yup';
import { PUBLIC_PLAN_KEYS, type PublicPlanKey } from '../catalog/plans';
import { es } from '../i18n/es';
import { codeSchema } from './auth';
import { emailField } from './fields';
import type { RegistrationUserData } from './registration';

/** `verifyCode`: `userData` is checked against `registrationSchema` when `isLogin` is false. */
export const verifyCodeSchema = yup.object({
  email: emailField().required(es.validation.emailRequired),
  code: codeSchema,
  isLogin: yup.boolean().required(),
  userData: yup.mixed<RegistrationUserData>().nullable().optional(),
});

export const createPaymentSchema = yup.object({
  plan: yup
    .string()
    .required(es.validation.planInvalid)
    .oneOf(PUBLIC_PLAN_KEYS as unknown as PublicPlanKey[], es.validation.planInvalid),
});
