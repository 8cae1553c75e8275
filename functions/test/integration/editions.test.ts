import { editionFromJson, editionToJson, type Edition } from '@curso/common';
import { adminDb } from './support/admin';
import { call, registerAndSignIn, signedInAdmin, uniqueEmail } from './support/client';
import { auditOf } from './support/people';
import { publishedEditionWhen, publishedFile } from './support/publishedSite';

let admin: { uid: string; idToken: string };
beforeAll(async () => {
  admin = await signedInAdmin();
});

const storedEdition = async (id: string) =>
  editionFromJson({
    id,
    ...JSON.parse(
      JSON.stringify((await adminDb().doc(`editions/${id}`).get()).data(), (_key, value) =>
        value && typeof value === 'object' && typeof value.toDate === 'function'
          ? value.toDate().toISOString()
          : value,
      ),
    ),
  });

/** The form's fields of a stored edition: what the editor sends back to `saveEdition`. */
function editorFields(edition: Edition): Record<string, unknown> {
  const { state: _s, created_at: _c, updated_at: _u, published_at: _p, ...fields } = edition;
  return editionToJson(fields as Edition) as Record<string, unknown>;
}

describe('editions', () => {
  // Publishing changes the site's edition for every test file: this block puts the demo's current
  // edition back, and publishes only a copy with the same plans and prices.
  let current: Edition;
  let draftId: string;
  beforeAll(async () => {
    const pointer = await adminDb().doc('site/current_edition').get();
    current = await storedEdition(pointer.get('edition_id') as string);
  });
  afterAll(async () => {
    const db = adminDb();
    await db.doc(`editions/${current.id}`).update({ state: 'current' });
    await db.doc('site/current_edition').update({ edition_id: current.id });
    if (draftId) await db.doc(`editions/${draftId}`).delete();
  });

  it('publishes the current edition: its public copy and its two pages, prerendered', async () => {
    const published = await publishedEditionWhen((edition) => edition?.id === current.id);
    expect(published?.plans.map((plan) => plan.key)).toEqual(current.plans.map((plan) => plan.key));
    expect(await publishedFile('/index.html')).toContain(`<title>${current.short_title}</title>`);
    expect(await publishedFile('/register.html')).toContain(
      `<title>${current.short_title}</title>`,
    );
  });

  it('refuses an attendee every edition callable', async () => {
    const attendee = await registerAndSignIn(uniqueEmail('editions'), 'online');
    const attempts = await Promise.all([
      call('createEdition', {}, attendee),
      call('saveEdition', { edition: editorFields(current) }, attendee),
      call('publishEdition', { editionId: current.id }, attendee),
    ]);
    for (const attempt of attempts) expect(attempt.error?.status).toBe('PERMISSION_DENIED');
  });

  it('copies the last edition a year on, as an audited draft, once', async () => {
    const created = await call<{ editionId: string }>('createEdition', {}, admin);
    draftId = created.result!.editionId;
    expect(draftId).toBe(String(Number(current.id) + 1));
    const draft = await storedEdition(draftId);
    expect(draft.state).toBe('draft');
    expect(draft.title).toBe(current.title.replace(current.id, draftId));
    expect(draft.starts_at.getUTCFullYear()).toBe(current.starts_at.getUTCFullYear() + 1);
    expect(draft.plans).toEqual(
      current.plans.map((plan) => expect.objectContaining({ key: plan.key, price: plan.price })),
    );
    expect(await auditOf(draftId, 'edition_create')).toHaveLength(1);

    // A second click finds the draft: it is edited or published, not copied again.
    const again = await call('createEdition', {}, admin);
    expect(again.error?.details?.code).toBe('edition-draft-exists');
  });

  it('refuses an invalid edition with Spanish field messages and stores nothing', async () => {
    const fields = editorFields(await storedEdition(draftId));
    const plans = fields.plans as Record<string, unknown>[];
    const bad = {
      ...fields,
      ends_at: fields.starts_at,
      plans: [
        { ...plans[0], price: -5 },
        { ...plans[1], vat_rate: null, vat_exempt_reason: '' },
      ],
    };
    const answer = await call('saveEdition', { edition: bad }, admin);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.fields).toEqual({
      'edition.ends_at': 'El fin debe ser posterior al inicio',
      'edition.countdown_target': 'La cuenta atrás debe caer entre el inicio y el fin',
      'edition.plans[0].price': 'El precio debe ser un número entero de euros, 0 o más',
      'edition.plans[1].vat_exempt_reason':
        'Indica un tipo de IVA o el motivo legal de la exención',
    });
    expect((await storedEdition(draftId)).plans).toHaveLength(current.plans.length);
  });

  it('saves a draft and audits only what changed', async () => {
    const draft = await storedEdition(draftId);
    const venue = { ...draft.venue, address: 'Passeig de Gràcia 1' };
    const answer = await call('saveEdition', { edition: { ...editorFields(draft), venue } }, admin);
    expect(answer).toEqual({ result: { success: true } });
    expect((await storedEdition(draftId)).venue.address).toBe('Passeig de Gràcia 1');
    const [entry] = await auditOf(draftId, 'edition_update');
    expect(Object.keys(entry.new_values)).toEqual(['venue']);
    expect(entry.old_values.venue.address).toBe(current.venue.address);
  });

  it('publishes the draft: it becomes current, the previous one finished, the site shows it', async () => {
    expect(await call('publishEdition', { editionId: draftId }, admin)).toEqual({
      result: { success: true },
    });
    expect((await storedEdition(draftId)).state).toBe('current');
    expect((await storedEdition(current.id)).state).toBe('finished');
    expect((await adminDb().doc('site/current_edition').get()).data()?.edition_id).toBe(draftId);
    // The site is published again with it, pages and public copy.
    expect((await publishedEditionWhen((edition) => edition?.id === draftId))?.id).toBe(draftId);
    const draft = await storedEdition(draftId);
    expect(await publishedFile('/index.html')).toContain(`<title>${draft.short_title}</title>`);
    const [entry] = await auditOf(draftId, 'edition_publish');
    expect(entry.new_values).toEqual({ current: draftId });
    expect(entry.old_values).toEqual({ current: current.id });

    // History stays as it was: a finished edition is neither edited nor published again.
    const edit = await call('saveEdition', { edition: editorFields(current) }, admin);
    expect(edit.error?.details?.code).toBe('edition-finished');
    const republish = await call('publishEdition', { editionId: current.id }, admin);
    expect(republish.error?.details?.code).toBe('edition-finished');

    // A published edition keeps the plans it sells.
    const published = await storedEdition(draftId);
    const withoutPlan = editorFields(published);
    withoutPlan.plans = (withoutPlan.plans as { key: string }[]).filter((p) => p.key !== 'online');
    const removal = await call('saveEdition', { edition: withoutPlan }, admin);
    expect(removal.error?.details?.code).toBe('plan-in-use');
  });
});
