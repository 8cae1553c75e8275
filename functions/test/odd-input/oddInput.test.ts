// Every exported callable, sent generated odd payloads (wrong types, nested objects, keys named
// like Object.prototype's members, path characters, very long strings) as an anonymous caller, an
// attendee and an administrator: none may answer `internal`, every refusal of the input speaks the
// catalogue's Spanish, and a profile and a template nobody named stay as they were.
import * as common from '@curso/common';
import fc from 'fast-check';
import type * as yup from 'yup';
import { adminDb } from '../integration/support/admin';
import { call, registerAndSignIn, signedInAdmin, uniqueEmail } from '../integration/support/client';
import { createPerson } from '../integration/support/people';

// Read as the runtime reads them: each export loads its function's module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const exported: Record<string, unknown> = require('../../src');

/** Cases per callable and role; `npm run fuzz:callables` runs many more. */
const RUNS = Number(process.env.ODD_INPUT_RUNS) || 6;

const callables = Object.entries(exported)
  .filter(([, fn]) =>
    Boolean((fn as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger),
  )
  .map(([name]) => name)
  .sort();

/** Every field name of every shared schema, so that generated payloads reach real fields. */
function fieldNames(schema: yup.AnySchema, into: Set<string>): Set<string> {
  const described = schema as unknown as {
    fields?: Record<string, yup.AnySchema>;
    innerType?: yup.AnySchema;
  };
  for (const [name, field] of Object.entries(described.fields ?? {})) {
    into.add(name);
    fieldNames(field, into);
  }
  if (described.innerType) fieldNames(described.innerType, into);
  return into;
}
const isSchema = (value: unknown): value is yup.AnySchema =>
  typeof value === 'object' && value !== null && '__isYupSchema__' in value;
const FIELDS = [
  ...Object.values(common as Record<string, unknown>)
    .flatMap((value) => (isSchema(value) ? [value] : []))
    .reduce((names, schema) => fieldNames(schema, names), new Set<string>()),
];
const ODD_KEYS = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'a/b', '.'];
const ODD_STRINGS = [
  '',
  ' ',
  '/',
  '.',
  '..',
  '__name__',
  '__x__',
  'a/b',
  'users/../x',
  '{{#abierta}}',
  '{{/cerrada}}',
];

const key = fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom(...ODD_KEYS));
const { value: oddValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e21, ...ODD_STRINGS),
    fc.string(),
    fc.string({ minLength: 1600, maxLength: 2000 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));
const payload = fc.oneof(oddValue, fc.dictionary(key, oddValue, { minKeys: 1, maxKeys: 6 }));

/** Each text of the catalogue as a pattern, its placeholders standing for any value. */
function catalogueTexts(node: unknown, into: RegExp[] = []): RegExp[] {
  if (typeof node === 'string') {
    const pattern = node
      .split(/\$?\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    into.push(new RegExp(`^${pattern}$`, 's'));
  } else if (node && typeof node === 'object') {
    for (const child of Object.values(node)) catalogueTexts(child, into);
  }
  return into;
}
const SPANISH = catalogueTexts([common.es, common.esAdmin]);

interface Caller {
  role: string;
  idToken?: string;
}
let callers: Caller[];
let bystander: { uid: string; before: unknown };
const TEMPLATE_ID = 'plantilla_que_nadie_nombra';
let templateBefore: unknown;

beforeAll(async () => {
  const attendee = await registerAndSignIn(uniqueEmail('odd-input'), 'online');
  const admin = await signedInAdmin();
  callers = [
    { role: 'anonymous' },
    { role: 'attendee', idToken: attendee.idToken },
    { role: 'administrator', idToken: admin.idToken },
  ];
  const person = await createPerson('bystander');
  bystander = {
    uid: person.uid,
    before: (await adminDb().doc(`profiles/${person.uid}`).get()).data(),
  };
  await adminDb()
    .doc(`${common.COLLECTIONS.emailTemplates}/${TEMPLATE_ID}`)
    .set({ name: 'Nadie la nombra', subject: 'Hola {{firstName}}', content: '<p>Hola</p>' });
  templateBefore = (
    await adminDb().doc(`${common.COLLECTIONS.emailTemplates}/${TEMPLATE_ID}`).get()
  ).data();
}, 60_000);

afterAll(async () => {
  // The attendee's own profile may change (it is theirs to edit); nobody else's may.
  expect((await adminDb().doc(`profiles/${bystander.uid}`).get()).data()).toEqual(bystander.before);
  expect(
    (await adminDb().doc(`${common.COLLECTIONS.emailTemplates}/${TEMPLATE_ID}`).get()).data(),
  ).toEqual(templateBefore);
});

describe.each(callables)('%s', (name) => {
  it('answers odd input from anyone without an internal error, in Spanish', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callers), payload, async (caller, data) => {
        const answer = await call(name, data, { idToken: caller.idToken });
        const error = answer.error as
          | { status: string; message: string; details?: { fields?: Record<string, string> } }
          | undefined;
        expect(error?.status).not.toBe('INTERNAL');
        if (error?.status === 'INVALID_ARGUMENT') {
          for (const message of Object.values(error.details?.fields ?? {})) {
            expect(SPANISH.some((text) => text.test(message))).toBe(true);
          }
        }
      }),
      { numRuns: RUNS * callers.length },
    );
  }, 120_000);
});
