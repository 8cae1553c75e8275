import { COLLECTIONS, type EditionRegistration } from '@curso/common';
import { editionRef } from './editions';
import { modelConverter } from './converter';

const converter = modelConverter<EditionRegistration>();

/** `editions/{editionId}/registrations`: the registrations its people closed by moving on. */
export const editionRegistrationsRef = (editionId: string) =>
  editionRef(editionId).collection(COLLECTIONS.registrations).withConverter(converter);

/** `editions/{editionId}/registrations/{uid}`. */
export const editionRegistrationRef = (editionId: string, uid: string) =>
  editionRegistrationsRef(editionId).doc(uid);
