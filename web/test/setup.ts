import '@testing-library/jest-dom';
import { resetDataFakes } from './dataFakes';

/**
 * The data layer (`src/data`: Firebase Auth, Firestore listeners, callables) is the only thing
 * replaced in page tests; pages, common's rules and texts run for real.
 */
jest.mock('../src/data/session', () => ({
  useSignedInUser: jest.fn(),
  signInWithToken: jest.fn(),
  signOutUser: jest.fn(),
  isSignedInAdmin: jest.fn(),
}));
// The SDK instances behind reactfire's hooks, which the faked data layer never reaches.
jest.mock('../src/firebase/FirebaseProviders', () => ({
  FirebaseProviders: ({ children }: { children: unknown }) => children,
}));
jest.mock('../src/data/profile', () => ({ useProfile: jest.fn() }));
// Every callable, present or future, is a jest.fn made on first use (see `api` in dataFakes).
jest.mock('../src/data/callables', () => {
  const { unfakedCallable } =
    jest.requireActual<typeof import('./unfakedCallable')>('./unfakedCallable');
  const fakes: Record<string | symbol, jest.Mock> = {};
  return {
    api: new Proxy(fakes, {
      get: (target, name) => (target[name] ??= jest.fn(unfakedCallable(name))),
    }),
  };
});
jest.mock('../src/data/zoomSessions', () => ({
  useZoomSessions: jest.fn(),
  useEditionZoomSessions: jest.fn(),
  useFeaturedParticipants: jest.fn(),
  usePersonalJoinUrl: jest.fn(),
}));
jest.mock('../src/data/accreditation', () => ({ useAccreditation: jest.fn() }));
jest.mock('../src/data/certificates', () => ({ useCertificate: jest.fn() }));
jest.mock('../src/data/admin/registrations', () => ({
  useRegistrations: jest.fn(),
  readRegistrationsAhead: jest.fn(),
}));
jest.mock('../src/data/admin/editions', () => ({
  useEditions: jest.fn(),
  useEditionRegistrationCount: jest.fn(),
}));
jest.mock('../src/data/admin/accreditation', () => ({ useAccreditationRecords: jest.fn() }));
jest.mock('../src/data/admin/sessionParticipants', () => ({ useSessionParticipants: jest.fn() }));
jest.mock('../src/data/admin/auditLog', () => ({ useLatestAuditLogs: jest.fn() }));
jest.mock('../src/data/admin/emailLogs', () => ({ useUserEmailLogs: jest.fn() }));
jest.mock('../src/data/admin/emailTemplates', () => ({ useEmailTemplates: jest.fn() }));
jest.mock('../src/data/admin/emailHistory', () => ({
  EMAIL_HISTORY_PAGE_SIZE: 50,
  useEmailHistory: jest.fn(),
}));
jest.mock('../src/data/admin/paymentIncidents', () => ({ usePaymentIncidents: jest.fn() }));
jest.mock('../src/data/admin/seats', () => ({ useSeats: jest.fn() }));
jest.mock('../src/data/admin/jobs', () => ({
  useJob: jest.fn(),
  useLatestJob: jest.fn(),
  newJobId: jest.fn(),
  jobFinished: jest.fn(),
}));

// A new page load (after signing out) is what a browser does; here it is recorded.
jest.mock('../src/utils/loadPage', () => ({ loadPage: jest.fn() }));

beforeEach(() => {
  // The prerenderer's tests run in Node, where there is no browser storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetDataFakes();
});
