import type { PublicPlanKey } from './catalog/plans';
import type { RegistrationForm } from './schemas/registration';

/** Callable functions: deployed name → request and response. */
export const CALLABLES = {
  sendVerificationCode: 'sendVerificationCode',
  verifyCode: 'verifyCode',
  createPayment: 'createPayment',
} as const;

export interface SendVerificationCodeRequest {
  email: string;
  isLogin: boolean;
}
export interface SendVerificationCodeResponse {
  success: true;
}

/** `userData` is the registration form without the email, which travels at the top level. */
export type RegistrationUserData = Omit<RegistrationForm, 'email'>;

export interface VerifyCodeRequest {
  email: string;
  code: string;
  isLogin: boolean;
  userData?: RegistrationUserData;
}
export interface VerifyCodeResponse {
  success: true;
  /** Firebase custom token: `signInWithCustomToken` turns it into a session. */
  token: string;
  isAdmin: boolean;
}

export interface CreatePaymentRequest {
  plan: PublicPlanKey;
}
export interface CreatePaymentResponse {
  free: boolean;
  url: string;
}

/** Body of `details` on every refusal a callable answers with. */
export interface ErrorDetails {
  code?: string;
  /** Field → Spanish message, for `invalid-argument`. */
  fields?: Record<string, string>;
}
