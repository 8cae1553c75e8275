export { startStripeFake } from './stripeFake';
export type { StripeFake, StripeFakeOptions, FakeCheckoutSession, SentEvent } from './stripeFake';
export { startSendgridFake } from './sendgridFake';
export type { SendgridFake, SendgridFakeOptions, FakeMessage } from './sendgridFake';
export type { RunningFake } from './http';
