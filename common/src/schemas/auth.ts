import { yup } from './yup';
import { es } from '../i18n/es';
import { emailField } from './fields';

export const CODE_LENGTH = 6;

/** `/login`: one email. */
export const loginSchema = yup.object({
  email: emailField().required(es.validation.loginEmailRequired),
});
export type LoginForm = yup.InferType<typeof loginSchema>;

/** Exactly CODE_LENGTH digits, numeric only. */
export const codeSchema = yup
  .string()
  .required(es.validation.codeIncomplete)
  .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), es.validation.codeIncomplete);

export const sendVerificationCodeSchema = yup.object({
  email: emailField().required(es.validation.emailRequired),
  isLogin: yup.boolean().required(),
});
