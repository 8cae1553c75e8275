import '@testing-library/jest-dom';
import '../src/setupLocale';
import { resetDataFakes } from './dataFakes';

/**
 * The data layer (`src/data`: Firebase Auth, Firestore listeners, callables) is the only thing
 * replaced in page tests; pages, common's rules and texts run for real.
 */
jest.mock('../src/data/session', () => ({
  useSignedInUser: jest.fn(),
  signInWithToken: jest.fn(),
  signOutUser: jest.fn(),
}));
jest.mock('../src/data/profile', () => ({ useProfile: jest.fn() }));
jest.mock('../src/data/callables', () => ({
  sendVerificationCode: jest.fn(),
  verifyCode: jest.fn(),
  createPayment: jest.fn(),
  updateMyProfile: jest.fn(),
  startImpersonation: jest.fn(),
  stopImpersonation: jest.fn(),
}));
jest.mock('../src/data/zoomSessions', () => ({
  useZoomSessions: jest.fn(),
  useFeaturedParticipants: jest.fn(),
}));
jest.mock('../src/data/registrations', () => ({ useRegistrations: jest.fn() }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetDataFakes();
});
