export { sendVerificationCode } from './callable/sendVerificationCode';
export { verifyCode } from './callable/verifyCode';
export { createPayment } from './callable/createPayment';
export { stripeWebhook } from './http/stripeWebhook';
export { updateMyProfile } from './callable/updateMyProfile';
export { startImpersonation } from './callable/startImpersonation';
export { stopImpersonation } from './callable/stopImpersonation';
