import { onDocumentWritten } from 'firebase-functions/firestore';
import { COLLECTIONS, type Edition } from '@curso/common';
import { requestSitePublication } from '../useCases/sitePublication';

/**
 * The edition the site shows was saved, or another took its place ("Publicar" writes both): the
 * public pages are published again. Drafts and finished editions change nothing on the site.
 */
export const siteOnEdition = onDocumentWritten(
  `${COLLECTIONS.editions}/{editionId}`,
  async (event) => {
    const states = [event.data?.before, event.data?.after].map(
      (snapshot) => (snapshot?.data() as Edition | undefined)?.state,
    );
    if (states.includes('current')) await requestSitePublication();
  },
);
