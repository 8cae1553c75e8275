import { editionToJson, withFullPlans } from '@curso/common';
import { onRequest } from 'firebase-functions/https';
import { siteEdition } from '../repositories/editions';
import { seatsTaken } from '../useCases/seats';

/**
 * `/edition.json` (a Hosting rewrite): the edition the site shows, as public JSON the landing and
 * the sign-up pages read without the Firestore SDK, each plan saying whether it is `full`.
 * Browsers and the Hosting CDN keep it a minute, so a publication (or a plan filling up) shows
 * everywhere within one; registration itself refuses a full plan at once.
 */
export const publicEdition = onRequest(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
    return;
  }
  const edition = await siteEdition();
  res.set('Cache-Control', 'public, max-age=60, s-maxage=60');
  if (!edition) {
    res.status(404).json({ error: 'no edition' });
    return;
  }
  // One count per plan with a capacity, none when no plan has one.
  const taken = await seatsTaken(edition);
  res.status(200).json(editionToJson(withFullPlans(edition, taken)));
});
