import { AUTH_HOST, FIRESTORE_HOST, PROJECT_ID } from './stack';

// firebase-admin in the test workers reads the emulators from these, like the functions do.
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
process.env.GCLOUD_PROJECT = PROJECT_ID;
// No Google metadata server exists here; without this the gRPC client probes for one and warns.
process.env.METADATA_SERVER_DETECTION = 'none';
