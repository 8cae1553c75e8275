import { doc, type DocumentReference } from 'firebase/firestore';
import { COLLECTIONS, type Profile } from '@curso/common';
import { firestore } from './app';
import { profileConverter } from './converters';

/** `profiles/{uid}`, typed through its module-level converter. */
export function profileRef(uid: string): DocumentReference<Profile> {
  return doc(firestore, COLLECTIONS.profiles, uid).withConverter(profileConverter);
}
