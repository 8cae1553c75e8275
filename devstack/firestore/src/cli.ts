#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startLocalFirestore } from './server';

const USAGE = `Usage: local-firestore [--host 127.0.0.1] [--port 8080] [--project demo-curso-eii]
                       [--rules firestore.rules] [--seed data.json] [--export data.json]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      project: { type: 'string' },
      rules: { type: 'string' },
      seed: { type: 'string' },
      export: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !Number.isInteger(port))
    throw new Error(`Invalid --port: ${values.port}`);
  const server = await startLocalFirestore({
    host: values.host,
    port,
    projectId: values.project,
    rulesPath: values.rules,
    seedPath: values.seed,
    exportPath: values.export,
    log: (msg) => console.log(msg),
  });
  console.log(`Local Firestore ready on ${server.host}:${server.port}`);
  const shutdown = () => {
    server.stop().then(
      () => process.exit(0),
      (e: Error) => {
        console.error(e.message);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((e: Error) => {
  console.error(`Local Firestore failed to start: ${e.message}`);
  process.exit(1);
});
