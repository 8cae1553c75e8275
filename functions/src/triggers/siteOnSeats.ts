import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, isPlanFull, type PlanSeats } from '@curso/common';
import { editionRef } from '../repositories/editions';
import { requestSitePublication } from '../useCases/sitePublication';

/**
 * A plan's count of places changed (`seatsOnPlace`): when that fills it up or frees its first
 * place, the public pages are published again to say "Plazas agotadas", or to stop saying it.
 */
export const siteOnSeats = onDocumentWritten(
  `${COLLECTIONS.editions}/{editionId}/${COLLECTIONS.seats}/{planKey}`,
  async (event) => {
    const [before, after] = [event.data?.before, event.data?.after].map(
      (snapshot) => (snapshot?.data() as PlanSeats | undefined)?.taken ?? 0,
    );
    if (before === after) return;
    const edition = (await editionRef(event.params.editionId).get()).data();
    const plan = edition?.plans.find((candidate) => candidate.key === event.params.planKey);
    if (edition?.state !== 'current' || !plan) return;
    if (isPlanFull(plan, before) !== isPlanFull(plan, after)) await requestSitePublication();
  },
);
