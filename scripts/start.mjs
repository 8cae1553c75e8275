// `npm start`: builds, starts the whole local stack with the demo data and prints where to go.
import { resolve } from 'node:path';
import { buildAll, startStack } from './stack.mjs';

const startedAt = Date.now();
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
// `npm start -- --export data.json` keeps what was done in the local Firestore when stopping.
const exportIndex = args.indexOf('--export');
const exportPath = exportIndex >= 0 ? resolve(args[exportIndex + 1]) : undefined;
buildAll();
console.log('\nArrancando emuladores...');
const stack = await startStack({ seed: true, exportPath, log: { verbose } });
const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);

console.log(`
Listo en ${seconds} s.

  Sitio web:             ${stack.urls.site}
  Emails enviados:       ${stack.urls.sendgrid}   (aquí llegan los códigos de acceso)
  Pagos (Stripe local):  ${stack.urls.stripe}
  Firestore:             ${stack.urls.firestore}${stack.official ? ' (emulador oficial)' : ' (Firestore local)'}
  Auth:                  ${stack.urls.auth}

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
