export { startStripeFake } from './stripeFake';
export type { StripeFake, StripeFakeOptions, FakeCheckoutSession, SentEvent } from './stripeFake';
export { startSendgridFake } from './sendgridFake';
export type { SendgridFake, SendgridFakeOptions, FakeMessage } from './sendgridFake';
export type { EventDelivery, SendgridEvent } from './sendgridEvents';
export type { RunningFake } from './http';
export { startZoomFake } from './zoomFake';
export type {
  ZoomFake,
  ZoomFakeOptions,
  ZoomKind,
  FakeZoomSession,
  FakeZoomRegistrant,
  FakeZoomParticipant,
  SentZoomWebhook,
  UrlValidationResult,
  JoinAs,
} from './zoomFake';
export { startHostingFake } from './hostingFake';
export type { HostingFake, HostingFakeOptions, FakeHostingRelease } from './hostingFake';
