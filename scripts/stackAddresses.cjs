// Where the local stack listens, in one place: the emulators' hosts and ports come from
// firebase.json and the project id from .firebaserc (what firebase-tools itself reads); the fakes
// and the web dev server, which firebase.json does not describe, are set here.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const { emulators } = readJson('firebase.json');
const PROJECT_ID = readJson('.firebaserc').projects.default;
const { functionsRegion: FUNCTIONS_REGION } = readJson('common/src/deployment.json');
const HOST = emulators.auth.host;

const PORTS = {
  auth: emulators.auth.port,
  functions: emulators.functions.port,
  firestore: emulators.firestore.port,
  hosting: emulators.hosting.port,
  tasks: emulators.tasks.port,
  stripe: 12111,
  sendgrid: 12112,
  zoom: 12113,
  hostingApi: 12114,
  webDev: 5173,
};

const URLS = {
  site: `http://${HOST}:${PORTS.hosting}`,
  webDev: `http://${HOST}:${PORTS.webDev}`,
  functions: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  sendgrid: `http://${HOST}:${PORTS.sendgrid}`,
  zoom: `http://${HOST}:${PORTS.zoom}`,
  hostingApi: `http://${HOST}:${PORTS.hostingApi}`,
  /** host:port, as FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST take them. */
  firestore: `${HOST}:${PORTS.firestore}`,
  auth: `${HOST}:${PORTS.auth}`,
};

/** The web app's emulator settings (the VITE_* variables its env module reads). */
const WEB_EMULATOR_ENV = {
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_AUTH_EMULATOR_URL: `http://${URLS.auth}`,
  VITE_FUNCTIONS_EMULATOR_HOST: HOST,
  VITE_FUNCTIONS_EMULATOR_PORT: String(PORTS.functions),
  VITE_FIRESTORE_EMULATOR_HOST: emulators.firestore.host,
  VITE_FIRESTORE_EMULATOR_PORT: String(PORTS.firestore),
};

/**
 * The functions' plain parameters on the local stack (written to functions/.env.local, which the
 * Functions emulator reads over .env.<project>): the adapters talk to the fakes, and checkout
 * returns to the Hosting emulator or the web dev server, by 127.0.0.1 or localhost.
 */
const FUNCTIONS_LOCAL_ENV = {
  STRIPE_API_BASE_URL: URLS.stripe,
  SENDGRID_API_BASE_URL: URLS.sendgrid,
  ZOOM_API_BASE_URL: URLS.zoom,
  ZOOM_OAUTH_BASE_URL: URLS.zoom,
  // Publications of the site go to the Hosting fake, which writes them where the emulator serves.
  HOSTING_API_BASE_URL: URLS.hostingApi,
  HOSTING_SITE: PROJECT_ID,
  WEB_ORIGINS: [PORTS.hosting, PORTS.webDev]
    .flatMap((port) => [`http://${HOST}:${port}`, `http://localhost:${port}`])
    .join(','),
  // Every local visitor, demo login and journey comes from the one loopback address.
  CODE_SENDS_PER_ADDRESS: 1000,
};

/**
 * Where the Hosting fake writes the site's publications when no Hosting emulator serves them (a
 * stack without hosting, as the integration tests'); otherwise the emulator's `web/dist`.
 */
const UNSERVED_SITE_DIR = join(ROOT, '.devstack-run', 'site');

module.exports = {
  ROOT,
  UNSERVED_SITE_DIR,
  PROJECT_ID,
  FUNCTIONS_REGION,
  HOST,
  PORTS,
  URLS,
  WEB_EMULATOR_ENV,
  FUNCTIONS_LOCAL_ENV,
};
