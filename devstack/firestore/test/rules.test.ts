import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Method } from '../src/rules/ast';
import { identityFromAuthorization, type Identity } from '../src/rules/auth';
import { ANY_PREFIX, PLACEHOLDER, RulesEvaluator } from '../src/rules/evaluator';
import { parseRules } from '../src/rules/parser';
import { DocumentStore } from '../src/store/document-store';
import type { Fields } from '../src/store/types';
import { emulatorIdToken } from './support/id-token';

const PROJECT_RULES = join(__dirname, '..', '..', '..', 'firestore.rules');
const DB = 'projects/demo-curso-eii/databases/(default)';

const store = new DocumentStore(DB);
const profile = (uid: string, fields: Fields) => ({
  update: { name: `${DB}/documents/profiles/${uid}`, fields },
});
store.commit([
  profile('approved', { access_status: { stringValue: 'aprobado' } }),
  profile('approvedNullArchive', {
    access_status: { stringValue: 'aprobado' },
    archived_at: { nullValue: null },
  }),
  profile('pending', { access_status: { stringValue: 'pendiente' } }),
  profile('archived', {
    access_status: { stringValue: 'aprobado' },
    archived_at: { timestampValue: '2025-06-01T10:00:00Z' },
  }),
  profile('admin', { access_status: { stringValue: 'aprobado' } }),
  {
    update: { name: `${DB}/documents/zoom_sessions/s1`, fields: { title: { stringValue: 'S1' } } },
  },
]);

const rules = new RulesEvaluator(parseRules(readFileSync(PROJECT_RULES, 'utf8'), PROJECT_RULES));
const user = (uid: string, claims: Record<string, unknown> = {}) =>
  identityFromAuthorization(`Bearer ${emulatorIdToken(uid, claims)}`);
const ADMIN = user('admin', { admin: true });
const ANONYMOUS: Identity = { kind: 'anonymous' };

function allowed(identity: Identity, method: Method, path: string): boolean {
  const segments = path
    .split('/')
    .map((s) => (s === '*' ? PLACEHOLDER : s === '**' ? ANY_PREFIX : s));
  return rules.allows(
    { method, path: segments, identity, resource: store.get(path) },
    { databaseId: '(default)', lookup: (p) => store.get(p) },
  );
}

describe('the project rules (firestore.rules)', () => {
  test.each<[string, Identity, Method, string, boolean]>([
    ['admin gets any profile', ADMIN, 'get', 'profiles/pending', true],
    ['admin lists profiles', ADMIN, 'list', 'profiles/*', true],
    ['admin lists zoom sessions', ADMIN, 'list', 'zoom_sessions/*', true],
    ['admin reads participants', ADMIN, 'list', 'zoom_sessions/s1/participants/*', true],
    ['admin reads email templates', ADMIN, 'get', 'email_templates/welcome', true],
    ['admin lists email logs', ADMIN, 'list', 'email_logs/*', true],
    ['admin lists audit logs', ADMIN, 'list', 'audit_logs/*', true],
    ['admin reads payments', ADMIN, 'get', 'payments/cs_1', true],
    ['owner gets own profile', user('pending'), 'get', 'profiles/pending', true],
    ['owner cannot get another profile', user('pending'), 'get', 'profiles/approved', false],
    ['non-admin cannot list profiles', user('approved'), 'list', 'profiles/*', false],
    ['approved attendee gets a zoom session', user('approved'), 'get', 'zoom_sessions/s1', true],
    ['approved attendee lists zoom sessions', user('approved'), 'list', 'zoom_sessions/*', true],
    [
      'approved attendee lists participants',
      user('approved'),
      'list',
      'zoom_sessions/s1/participants/*',
      true,
    ],
    [
      'archived_at null still counts as not archived',
      user('approvedNullArchive'),
      'list',
      'zoom_sessions/*',
      true,
    ],
    [
      'pending attendee cannot read zoom sessions',
      user('pending'),
      'list',
      'zoom_sessions/*',
      false,
    ],
    [
      'pending attendee cannot read participants',
      user('pending'),
      'get',
      'zoom_sessions/s1/participants/p',
      false,
    ],
    [
      'archived attendee cannot read zoom sessions',
      user('archived'),
      'get',
      'zoom_sessions/s1',
      false,
    ],
    [
      'user without a profile cannot read zoom sessions',
      user('ghost'),
      'list',
      'zoom_sessions/*',
      false,
    ],
    [
      'approved attendee cannot read email templates',
      user('approved'),
      'get',
      'email_templates/welcome',
      false,
    ],
    ['owner cannot read payments (admin only)', user('approved'), 'list', 'payments/*', false],
    [
      'nobody reads verification codes, not even admin',
      ADMIN,
      'get',
      'verification_codes/abc',
      false,
    ],
    ['admin cannot list verification codes', ADMIN, 'list', 'verification_codes/*', false],
    ['nobody reads stripe events', ADMIN, 'list', 'stripe_events/*', false],
    ['admin cannot create profiles from the client', ADMIN, 'create', 'profiles/new', false],
    [
      'owner cannot update own profile from the client',
      user('approved'),
      'update',
      'profiles/approved',
      false,
    ],
    [
      'admin cannot delete zoom sessions from the client',
      ADMIN,
      'delete',
      'zoom_sessions/s1',
      false,
    ],
    [
      'approved attendee cannot write participants',
      user('approved'),
      'create',
      'zoom_sessions/s1/participants/p',
      false,
    ],
    ['unauthenticated cannot get a profile', ANONYMOUS, 'get', 'profiles/approved', false],
    ['unauthenticated cannot list zoom sessions', ANONYMOUS, 'list', 'zoom_sessions/*', false],
    ['unauthenticated cannot write', ANONYMOUS, 'create', 'audit_logs/x', false],
    [
      'a collection group query on participants has no recursive rule',
      ADMIN,
      'list',
      '**/participants/*',
      false,
    ],
    [
      'owner (firebase-admin) bypasses rules',
      { kind: 'owner' },
      'create',
      'verification_codes/x',
      true,
    ],
  ])('%s', (_name, identity, method, path, expected) => {
    expect(allowed(identity, method, path)).toBe(expected);
  });
});

describe('identity from the Authorization header', () => {
  test('reads uid and custom claims from an unsigned emulator token', () => {
    expect(
      identityFromAuthorization(`Bearer ${emulatorIdToken('u1', { admin: true })}`),
    ).toMatchObject({
      kind: 'user',
      uid: 'u1',
      token: { admin: true, email: 'u1@example.com' },
    });
  });

  test('owner, absent and unreadable tokens', () => {
    expect(identityFromAuthorization('Bearer owner')).toEqual({ kind: 'owner' });
    expect(identityFromAuthorization(undefined)).toEqual({ kind: 'anonymous' });
    expect(identityFromAuthorization('Bearer not-a-jwt')).toEqual({ kind: 'anonymous' });
    expect(identityFromAuthorization('Bearer a.%%%.b')).toEqual({ kind: 'anonymous' });
  });
});

describe('rules outside the supported subset are refused at load time', () => {
  const wrap = (body: string) =>
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /c/{id} {\n      ${body}\n    }\n  }\n}\n`;

  test.each([
    [
      'a ternary',
      'allow read: if request.auth != null ? true : false;',
      /line 5: Unsupported operator '\?'/,
    ],
    ['arithmetic', 'allow read: if resource.data.n + 1 > 2;', /line 5: Unsupported operator '\+'/],
    [
      'an unknown function',
      'allow read: if isSomething();',
      /line 5: Unsupported or unknown function 'isSomething\(\)'/,
    ],
    [
      'an unknown identifier',
      'allow read: if timestamp.date(2020, 1, 1) == null;',
      /line 5: Unknown identifier 'timestamp'/,
    ],
    [
      'an unsupported method',
      "allow read: if request.auth.token.email.matches('.*');",
      /line 5: Unsupported method '\.matches\(\)'/,
    ],
    [
      'let bindings',
      'function f() { let x = 1; return x == 1; }',
      /line 5: Unsupported construct 'let'/,
    ],
    ['an unknown allow method', 'allow peek: if true;', /line 5: Unsupported method 'peek'/],
  ])('%s', (_name, body, message) => {
    expect(() => parseRules(wrap(body), 'test.rules')).toThrow(message);
  });

  test('rules_version 1 and other services', () => {
    expect(() => parseRules("rules_version = '1'; service cloud.firestore {}")).toThrow(
      /Unsupported rules_version '1'/,
    );
    expect(() => parseRules('service firebase.storage {}')).toThrow(
      /Unsupported service 'firebase.storage'/,
    );
  });

  test('the project rules file parses', () => {
    expect(() => parseRules(readFileSync(PROJECT_RULES, 'utf8'))).not.toThrow();
  });
});
