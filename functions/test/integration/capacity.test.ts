import { es } from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './support/admin';
import {
  call,
  idTokenFor,
  latestCode,
  signedInAdmin,
  uniqueEmail,
  userDataFor,
  type CallableAnswer,
} from './support/client';
import { auditOf, profileOf } from './support/people';
import { publishedEditionWhen, type PublishedEdition } from './support/publishedSite';
import { STRIPE_FAKE_URL } from './support/stack';
import { until } from './support/until';
import { Refusal } from '../../src/lib/errors';
import { currentEdition } from '../../src/repositories/editions';
import { writeRegistration } from '../../src/useCases/newRegistration';

/**
 * A plan of this file's own, added to the current edition: the other files register on the demo's
 * plans at the same time, and must neither fill this one nor be refused by it.
 */
const PLAN = `aforo_${process.pid}_${Date.now().toString(36)}`;
const CAPACITY = 8;
/** Places already taken when the registrations through the callable start: 3 are left. */
const TAKEN_BEFORE = 5;
/** Registrations sent at once through `verifyCode` for the places left. */
const RUSH = 12;
/**
 * A second plan for the rush of the figure, 50 registrations at once for the last 10
 * places, run in this process on the use case `verifyCode` writes a registration with: through
 * the Functions emulator each concurrent call is a Node process of its own, and 50 of them on two
 * cores measure the machine rather than the registrations.
 */
const BIG_PLAN = `${PLAN}_b`;
const BIG_CAPACITY = 15;

const PLAN_FULL = {
  status: 'FAILED_PRECONDITION',
  message: es.errors['plan-full'],
  details: { code: 'plan-full' },
};

let editionId: string;
let addedPlans: Record<string, unknown>[];

const seatDoc = (plan = PLAN) => adminDb().doc(`editions/${editionId}/seats/${plan}`);
const placesDoc = (plan = PLAN) => seatDoc(plan).collection('places');
/** The places taken: one document each. */
const taken = async (plan = PLAN) => (await placesDoc(plan).count().get()).data().count;
const hasAccount = (email: string) =>
  adminAuth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );

/** Whether the site, published again after a plan fills up or frees a place, says it is full. */
async function publishedFull(full: boolean): Promise<boolean | undefined> {
  const fullness = (edition: PublishedEdition | null) =>
    edition?.plans.find((plan) => plan.key === PLAN)?.full;
  return fullness(await publishedEditionWhen((edition) => fullness(edition) === full));
}

async function sendRegistrationCode(email: string): Promise<void> {
  const sent = await call('sendVerificationCode', { email, isLogin: false });
  if (sent.error) throw new Error(`sendVerificationCode: ${JSON.stringify(sent.error)}`);
}

/** Completes a registration on the plan with the emailed code, as the verify page does. */
function register(email: string, code: string): Promise<CallableAnswer<{ token: string }>> {
  return call<{ token: string }>('verifyCode', {
    email,
    code,
    isLogin: false,
    userData: userDataFor(PLAN),
  });
}

async function registerOne(label: string): Promise<{ uid: string; idToken: string }> {
  const email = uniqueEmail(label);
  await sendRegistrationCode(email);
  const answer = await register(email, await latestCode(email));
  if (!answer.result) throw new Error(`verifyCode: ${JSON.stringify(answer.error)}`);
  const { uid } = await adminAuth().getUserByEmail(email);
  return { uid, idToken: await idTokenFor(answer.result.token) };
}

/** Opens a checkout on the plan; answers its Checkout Session id, or the refusal. */
async function checkout(idToken: string): Promise<CallableAnswer<{ url: string }>> {
  return call<{ url: string }>('createPayment', { plan: PLAN }, { idToken });
}

/** Stripe expires the open session: the fake delivers `checkout.session.expired`, signed. */
async function expire(sessionId: string): Promise<void> {
  const response = await fetch(`${STRIPE_FAKE_URL}/__fake/sessions/${sessionId}/expire`, {
    method: 'POST',
  });
  const sent = (await response.json()) as { response: { status: number } };
  expect(sent.response.status).toBe(200);
}

const sessionOf = (answer: CallableAnswer<{ url: string }>) => answer.result!.url.split('/').pop()!;

beforeAll(async () => {
  const db = adminDb();
  editionId = (await db.doc('site/current_edition').get()).get('edition_id');
  const plans = (await db.doc(`editions/${editionId}`).get()).get('plans') as {
    key: string;
  }[];
  const online = plans.find((plan) => plan.key === 'online')!;
  addedPlans = [
    { ...online, key: PLAN, name: 'Aforo de prueba', capacity: CAPACITY, popular: false },
    { ...online, key: BIG_PLAN, name: 'Aforo grande', capacity: BIG_CAPACITY, popular: false },
  ];
  // Added and removed as elements, so a change another file makes to the edition meanwhile stays.
  await db.doc(`editions/${editionId}`).update({ plans: FieldValue.arrayUnion(...addedPlans) });
  const writer = db.batch();
  for (const plan of [PLAN, BIG_PLAN]) {
    for (let n = 0; n < TAKEN_BEFORE; n += 1) {
      writer.set(placesDoc(plan).doc(String(n)), {
        uid: `antes-${n}`,
        taken_at: FieldValue.serverTimestamp(),
      });
    }
  }
  await writer.commit();
});

afterAll(async () => {
  const db = adminDb();
  await db.doc(`editions/${editionId}`).update({ plans: FieldValue.arrayRemove(...addedPlans) });
  await db.recursiveDelete(seatDoc());
  await db.recursiveDelete(seatDoc(BIG_PLAN));
});

describe('plan capacity', () => {
  let first: { uid: string; idToken: string };
  let admin: { uid: string; idToken: string };

  it('gives the last 10 places to exactly 10 of 50 registrations at once, and refuses 40 with plan-full', async () => {
    const edition = await currentEdition();
    const uids = Array.from({ length: 50 }, (_, i) => `aforo-${process.pid}-${Date.now()}-${i}`);

    const outcomes = await Promise.allSettled(
      uids.map((uid, i) =>
        writeRegistration(
          uid,
          { ...userDataFor('online'), plan: BIG_PLAN, email: `${uid}.${i}@example.com` },
          edition,
        ),
      ),
    );

    const registered = uids.filter((_, i) => outcomes[i].status === 'fulfilled');
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as Refusal] : [],
    );
    expect(registered).toHaveLength(10);
    expect(refusals).toHaveLength(40);
    // Every refusal is the plan being full: none aborted, none an internal error.
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(Refusal);
      expect(refusal.code).toBe('plan-full');
    }
    expect(await taken(BIG_PLAN)).toBe(BIG_CAPACITY);
    const holders = (await placesDoc(BIG_PLAN).get()).docs.map((doc) => doc.get('uid'));
    expect(holders.filter((uid) => registered.includes(uid)).sort()).toEqual(registered.sort());
    const profiles = await Promise.all(registered.map((uid) => profileOf(uid)));
    for (const profile of profiles) expect(profile.seat).toEqual(expect.any(String));
  }, 120_000);

  it('through the callable, gives the last 3 places to 3 of 12 registrations at once and tells the others "Plazas agotadas"', async () => {
    const emails = Array.from({ length: RUSH }, (_, i) => uniqueEmail(`aforo${i}`));
    // The codes a few at a time: each concurrent call is a process of the Functions emulator.
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(emails.slice(i, i + 10).map(sendRegistrationCode));
    }
    const codes = await Promise.all(emails.map(latestCode));

    const answers = await Promise.all(emails.map((email, i) => register(email, codes[i])));

    const registered = emails.filter((_, i) => answers[i].result);
    const refused = answers.filter((answer) => !answer.result);
    expect(registered).toHaveLength(CAPACITY - TAKEN_BEFORE);
    // Every other one is told the plan is full: none aborted, none an internal error.
    expect(refused).toHaveLength(RUSH - (CAPACITY - TAKEN_BEFORE));
    for (const answer of refused) expect(answer.error).toEqual(PLAN_FULL);

    expect(await taken()).toBe(CAPACITY);
    const profiles = await adminDb().collection('profiles').where('plan_name', '==', PLAN).get();
    expect(profiles.size).toBe(CAPACITY - TAKEN_BEFORE);
    for (const profile of profiles.docs) expect(profile.get('seat')).toEqual(expect.any(String));
    const [entry] = await auditOf(profiles.docs[0].id, 'user_creation');
    expect(entry.new_values).toMatchObject({ plan_name: PLAN, seat: expect.any(String) });
    // A refused person keeps no account, so they can register on another plan.
    const refusedEmails = emails.filter((_, i) => !answers[i].result);
    expect(await Promise.all(refusedEmails.map(hasAccount))).toEqual(
      refusedEmails.map(() => false),
    );
    expect(await publishedFull(true)).toBe(true);
    // The count the back office's overview follows catches up with the places.
    const counted = await until(
      async () => (await seatDoc().get()).get('taken') as number | undefined,
      (value) => value === CAPACITY,
    );
    expect(counted).toBe(CAPACITY);

    const { uid } = await adminAuth().getUserByEmail(registered[0]);
    const token = answers[emails.indexOf(registered[0])].result!.token;
    first = { uid, idToken: await idTokenFor(token) };
  }, 180_000);

  it('gives the place back when Stripe expires an unpaid checkout, and takes it again at the next', async () => {
    const opened = await checkout(first.idToken);
    // The place taken at registration is the one the checkout holds: nothing more is counted.
    expect(await taken()).toBe(CAPACITY);

    await expire(sessionOf(opened));
    expect(
      (
        await adminDb()
          .doc(`payments/${sessionOf(opened)}`)
          .get()
      ).get('status'),
    ).toBe('expired');
    expect(await profileOf(first.uid)).toMatchObject({ seat: null });
    expect(await taken()).toBe(CAPACITY - 1);
    const [expiry] = await auditOf(sessionOf(opened), 'payment_expired');
    expect(expiry.new_values).toMatchObject({ uid: first.uid, seat_released: true });
    expect(await publishedFull(false)).toBe(false);

    const again = await checkout(first.idToken);
    expect(again.result?.url).toEqual(expect.any(String));
    expect(sessionOf(again)).not.toBe(sessionOf(opened));
    expect(await profileOf(first.uid)).toMatchObject({ seat: expect.any(String) });
    expect(await taken()).toBe(CAPACITY);
  });

  it('refuses a new checkout with plan-full once the place given back was taken by someone else', async () => {
    const [open] = (
      await adminDb()
        .collection('payments')
        .where('uid', '==', first.uid)
        .where('status', '==', 'open')
        .get()
    ).docs;
    await expire(open.id);
    expect(await taken()).toBe(CAPACITY - 1);

    const latecomer = await registerOne('ultima-plaza');
    expect(await profileOf(latecomer.uid)).toMatchObject({
      plan_name: PLAN,
      seat: expect.any(String),
    });
    expect(await taken()).toBe(CAPACITY);

    const refused = await checkout(first.idToken);
    expect(refused.error).toEqual(PLAN_FULL);
    expect(await profileOf(first.uid)).toMatchObject({ seat: null });
    expect(await taken()).toBe(CAPACITY);
    const stillOpen = await adminDb()
      .collection('payments')
      .where('uid', '==', first.uid)
      .where('status', '==', 'open')
      .get();
    expect(stillOpen.size).toBe(0);

    // Archiving a registrant gives their place back, which the refused attendee can now take.
    admin = await signedInAdmin();
    const archived = await call(
      'archiveUser',
      { userId: latecomer.uid, action: 'archive', reason: 'Duplicado' },
      admin,
    );
    expect(archived).toEqual({ result: { success: true } });
    expect(await profileOf(latecomer.uid)).toMatchObject({ seat: null });
    expect(await taken()).toBe(CAPACITY - 1);
    expect((await checkout(first.idToken)).result?.url).toEqual(expect.any(String));
    expect(await taken()).toBe(CAPACITY);

    // Restored when none is left: back without a place, and nothing is counted twice.
    const restored = await call(
      'archiveUser',
      { userId: latecomer.uid, action: 'unarchive' },
      admin,
    );
    expect(restored).toEqual({ result: { success: true } });
    expect(await profileOf(latecomer.uid)).toMatchObject({ archived_at: null, seat: null });
    expect(await taken()).toBe(CAPACITY);
    const [restore] = await auditOf(latecomer.uid, 'user_restore');
    expect(restore.new_values).not.toHaveProperty('seat');
  });
});
