import { onDocumentWritten } from 'firebase-functions/firestore';
import { recountSeats } from '../useCases/seats';

/**
 * A place taken or given back: the plan's count, which the back office's overview follows live,
 * is recounted from its places.
 */
export const seatsOnPlace = onDocumentWritten(
  'editions/{editionId}/seats/{planKey}/places/{place}',
  (event) => recountSeats(event.params.editionId, event.params.planKey),
);
