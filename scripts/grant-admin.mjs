// Grants the back-office role to an existing account: `node scripts/grant-admin.mjs <email>`.
// Runs with application-default credentials against the project in GCLOUD_PROJECT (or the
// emulators when FIREBASE_AUTH_EMULATOR_HOST is set). The user must sign in again to get the claim.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const email = process.argv[2];
if (!email) {
  console.error('Uso: node scripts/grant-admin.mjs <email>');
  process.exit(1);
}
initializeApp();
const auth = getAuth();
const user = await auth.getUserByEmail(email.trim().toLowerCase());
await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
console.log(`${user.email} (${user.uid}) es ahora administrador.`);
