// `npm start`: builds, starts the whole local stack with the demo data and prints where to go.
// `npm start -- --export DIR` saves the emulators' data there on stop (firebase-tools'
// --export-on-exit); `--import DIR` starts from such a folder instead of the demo in emulator-data/.
import { resolve } from 'node:path';
import { describeNode, PrerequisiteError, productionNode } from './prerequisites/index.mjs';
import { buildAll, firebaseEnvironment, startStack } from './stack.mjs';

const startedAt = Date.now();
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? resolve(args[i + 1]) : undefined;
};

let stack;
try {
  console.log(`Funciones en ${describeNode(productionNode())}.`);
  firebaseEnvironment();
  buildAll();
  console.log('\nArrancando emuladores...');
  stack = await startStack({
    seed: true,
    importDir: option('import'),
    exportDir: option('export'),
    log: { verbose },
  });
} catch (error) {
  if (!(error instanceof PrerequisiteError)) throw error;
  console.error(`\n${error.message}`);
  process.exit(1);
}
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);

console.log(`
Listo en ${seconds} s.

  Sitio web:             ${stack.urls.site}
  Emails enviados:       ${stack.urls.sendgrid}   (aquí llegan los códigos de acceso)
  Zoom (pruebas):        ${stack.urls.zoom}   (iniciar webinars, entrar y salir como asistente)
  Pagos (Stripe local):  ${stack.urls.stripe}
  Firestore (emulador):  ${stack.urls.firestore}
  Auth (emulador):       ${stack.urls.auth}

Accesos de demostración (inicia sesión con el email y lee el código en "Emails enviados"):`);
console.table(stack.logins);
console.log('Ctrl-C para parar.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando...');
    await stack.stop();
    process.exit(0);
  });
}
