import type { ErrorDetails, RegistrationUserData } from '@curso/common';
import { AUTH_HOST, FUNCTIONS_URL, SENDGRID_FAKE_URL } from './stack';

/** What a callable answers over HTTP, as the web SDK receives it. */
export type CallableAnswer<T> =
  | { result: T; error?: undefined }
  | { result?: undefined; error: { status: string; message: string; details?: ErrorDetails } };

/**
 * A client address for a call that does not name one, as the front end forwards it: each test
 * client is one of many, so the per-address limit of code requests binds only where a test means it.
 */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/** Calls a callable exactly as the web SDK does: POST {data}, Bearer ID token when signed in. */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  options: { idToken?: string; origin?: string; from?: string } = {},
): Promise<CallableAnswer<T>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': options.from ?? someAddress(),
  };
  if (options.idToken) headers.Authorization = `Bearer ${options.idToken}`;
  if (options.origin) headers.Origin = options.origin;
  const response = await fetch(`${FUNCTIONS_URL}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer<T>;
}

/** Exchanges a custom token for an ID token, as `signInWithCustomToken` does. */
export async function idTokenFor(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface FakeMessage {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Messages the SendGrid fake received for an address, newest first. */
export async function inbox(email: string): Promise<FakeMessage[]> {
  const response = await fetch(
    `${SENDGRID_FAKE_URL}/__fake/messages?to=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as FakeMessage[];
}

/** The code in the newest email to an address. */
export async function latestCode(email: string): Promise<string> {
  const [message] = await inbox(email);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`No code emailed to ${email}`);
  return code;
}

let counter = 0;
/** A fresh address per test, so rate limits and accounts never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** Valid registration data for a plan. */
export function userDataFor(plan: RegistrationUserData['plan']): RegistrationUserData {
  const base: RegistrationUserData = {
    plan,
    firstName: 'Ana',
    lastName: 'García López',
    phoneCountryCode: '+34',
    phone: '600 123 456',
    specialty: 'gastroenterologia',
    company: 'Hospital La Paz',
    position: 'Adjunta',
    society: '',
    country: 'ES',
    city: 'Madrid',
    linkedinUrl: '',
    isLaspghnMember: false,
    acceptsTerms: true,
    acceptsPrivacy: true,
    acceptsSocietyVerification: false,
  };
  return plan === 'socio'
    ? { ...base, society: 'geteccu', city: '', acceptsSocietyVerification: true }
    : base;
}

/** Registers through the callables (code read from the SendGrid fake) and signs in. */
export async function registerAndSignIn(
  email: string,
  plan: RegistrationUserData['plan'],
): Promise<{ uid: string; idToken: string }> {
  const sent = await call('sendVerificationCode', { email, isLogin: false });
  if (sent.error) throw new Error(`sendVerificationCode: ${JSON.stringify(sent.error)}`);
  const verified = await call<{ token: string }>('verifyCode', {
    email,
    code: await latestCode(email),
    isLogin: false,
    userData: userDataFor(plan),
  });
  if (!verified.result) throw new Error(`verifyCode: ${JSON.stringify(verified.error)}`);
  const idToken = await idTokenFor(verified.result.token);
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as {
    user_id: string;
  };
  return { uid: payload.user_id, idToken };
}

/** An administrator account (custom claim `admin`) with a profile, signed in. */
export async function signedInAdmin(): Promise<{ uid: string; idToken: string }> {
  const { adminAuth } = await import('./admin');
  const email = uniqueEmail('admin');
  const user = await adminAuth().createUser({ email, emailVerified: true });
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  const token = await adminAuth().createCustomToken(user.uid, { admin: true });
  return { uid: user.uid, idToken: await idTokenFor(token) };
}
