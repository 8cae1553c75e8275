import {
  planClosure,
  planOf,
  registeredEarlier,
  type DoneResponse,
  type RegistrationForm,
} from '@curso/common';
import { FieldValue } from 'firebase-admin/firestore';
import { callable } from '../lib/callable';
import { Refusal } from '../lib/errors';
import { accreditationRef, certificateRef } from '../repositories/accreditation';
import { withAudit } from '../repositories/auditLogs';
import { editionRegistrationRef } from '../repositories/editionRegistrations';
import { currentEditionId } from '../repositories/editions';
import { newProfile, profileRef } from '../repositories/profiles';
import { closedRegistration, earlierCertificates } from '../useCases/editionRegistration';
import { withPlace } from '../useCases/seats';

/**
 * A person registered in an earlier edition registers for the current one, in one step and without
 * a new code: their account is already verified. In one transaction their earlier registration is
 * closed into its edition (with its attendance and certificates, which stay downloadable), the
 * profile takes the form's personal data, the plan's initial statuses in this edition and one of
 * its places (refused "Plazas agotadas" when none is left), and the change is audited.
 */
export const registerForEdition = callable(
  'registerForEdition',
  { access: 'signedIn', edition: true },
  async (data, { uid, edition }): Promise<DoneResponse> => {
    const plan = planOf(edition, data.plan);
    if (!plan || planClosure(edition, plan, new Date())) throw new Refusal('plan-closed');
    const ref = profileRef(uid);
    await withPlace(edition, plan.key, uid, async (tx, takePlace) => {
      const profile = (await tx.get(ref)).data();
      if (!profile) throw new Refusal('profile-not-found');
      if (profile.archived_at) throw new Refusal('permission-denied', 'permission-denied');
      if (!registeredEarlier(profile, edition.id)) throw new Refusal('already-registered');
      // A publication since the edition was read would register the person in a closed one.
      if ((await currentEditionId(tx)) !== edition.id) throw new Refusal('plan-closed');
      const accreditation = (await tx.get(accreditationRef(uid))).data();
      const issued = await Promise.all(
        Object.values(accreditation?.certificates ?? {}).map(async ({ code }) =>
          (await tx.get(certificateRef(code))).data(),
        ),
      );
      // The first write: a full plan is refused before anything else is written.
      const seat = takePlace();
      const now = new Date();
      const form: RegistrationForm = { ...data, email: profile.email };
      const {
        id: _id,
        email: _email,
        created_at: _created,
        stripe_customer_id: _customer,
        email_notifications: _notifications,
        ...registration
      } = newProfile(uid, form, edition, now);
      tx.set(
        editionRegistrationRef(profile.edition_id, uid),
        closedRegistration(profile, accreditation, now),
      );
      tx.update(ref, {
        ...registration,
        approval_email_sending_since: null,
        seat,
        earlier_certificates: [
          ...(profile.earlier_certificates ?? []),
          ...earlierCertificates(
            issued.filter((certificate) => certificate !== undefined),
            profile.edition_id,
          ),
        ],
        updated_at: FieldValue.serverTimestamp(),
      });
      if (accreditation) tx.delete(accreditationRef(uid));
      withAudit(tx, {
        action: 'edition_registration',
        user_id: uid,
        table_name: 'profiles',
        record_id: uid,
        old_values: { edition_id: profile.edition_id, plan_name: profile.plan_name },
        new_values: {
          edition_id: edition.id,
          plan_name: registration.plan_name,
          access_status: registration.access_status,
          payment_status: registration.payment_status,
        },
      });
    });
    return { success: true };
  },
);
