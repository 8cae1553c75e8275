// `npm run deploy:check [-- --project ID]`: what `firebase deploy` would refuse or get wrong, found
// offline and without deploying. It builds; validates firebase.json with firebase-tools' own schema
// and its rules for functions codebases; loads the functions the way deploy does (firebase-tools'
// Node.js runtime delegate runs the firebase-functions SDK's discovery over the built code);
// resolves their parameters from the project's .env files; then lists every function with its
// trigger, region and runtime. It fails if a function is outside the region or the runtime, or
// declares a secret that the README's deployment steps do not set.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PRODUCTION_NODE_MAJOR } from './prerequisites/node.mjs';
import addresses from './stackAddresses.cjs';

const { FUNCTIONS_REGION, PROJECT_ID, ROOT } = addresses;
const require = createRequire(join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'index.js'));
const firebaseTools = (module) => require(`./${module}`);
const { getValidator, getErrorMessage } = firebaseTools('firebaseConfigValidate');
const projectConfig = firebaseTools('functions/projectConfig');
const functionsEnv = firebaseTools('functions/env');
const runtimes = firebaseTools('deploy/functions/runtimes');
const supported = firebaseTools('deploy/functions/runtimes/supported');
const backend = firebaseTools('deploy/functions/backend');
const { resolveBackend } = firebaseTools('deploy/functions/build');

const args = process.argv.slice(2);
const projectId = args.includes('--project') ? args[args.indexOf('--project') + 1] : PROJECT_ID;
const RUNTIME = `nodejs${PRODUCTION_NODE_MAJOR}`;
const problems = [];

function build() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function validateFirebaseJson() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const validate = getValidator();
  if (!validate(config)) problems.push(...validate.errors.map(getErrorMessage));
  // Throws what deploy would throw: unknown codebases, duplicate sources, bad prefixes.
  return { config, codebases: projectConfig.normalizeAndValidate(config.functions) };
}

/** The codebase's functions as deploy resolves them, and the build they come from. */
async function loadCodebase(codebase) {
  const sourceDir = join(ROOT, codebase.source);
  const delegate = await runtimes.getRuntimeDelegate({
    projectId,
    sourceDir,
    projectDir: ROOT,
    runtime: codebase.runtime,
  });
  supported.guardVersionSupport(delegate.runtime);
  await delegate.validate();
  const userEnvs = functionsEnv.loadUserEnvs({
    functionsSource: sourceDir,
    projectId,
    projectDir: ROOT,
  });
  const firebaseConfig = { projectId, storageBucket: `${projectId}.firebasestorage.app` };
  const wanted = await delegate.discoverBuild(
    { firebase: firebaseConfig },
    {
      ...userEnvs,
      ...functionsEnv.loadFirebaseEnvs(firebaseConfig, projectId),
      GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
    },
  );
  wanted.runtime = codebase.runtime;
  // A parameter missing from the .env files is prompted for, offered with its default: taken here
  // as if accepted, while one without a default fails the check as it would fail a deploy.
  const defaults = Object.fromEntries(
    wanted.params
      .filter((p) => p.type !== 'secret' && p.default !== undefined)
      .map((p) => [p.name, String(p.default)]),
  );
  // Secrets are checked against the README below: asking Secret Manager needs the real project.
  const resolved = await resolveBackend({
    build: wanted,
    firebaseConfig,
    userEnvs: { ...defaults, ...userEnvs },
    codebase: codebase.codebase,
    nonInteractive: true,
    isEmulator: true,
  });
  return { wanted, endpoints: backend.allEndpoints(resolved.backend), delegate };
}

function trigger(endpoint) {
  if (backend.isCallableTriggered(endpoint)) return 'callable';
  if (backend.isHttpsTriggered(endpoint)) return 'https';
  if (backend.isTaskQueueTriggered(endpoint)) return 'task queue';
  if (backend.isEventTriggered(endpoint)) return endpoint.eventTrigger.eventType;
  return Object.keys(endpoint).find((key) => key.endsWith('Trigger')) ?? '?';
}

/** The secrets the README's deployment steps set with `firebase functions:secrets:set`. */
function secretsInReadme() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return new Set([...readme.matchAll(/functions:secrets:set\s+([A-Z0-9_]+)/g)].map((m) => m[1]));
}

build();
const { codebases } = validateFirebaseJson();
const documented = secretsInReadme();
const rows = [];
for (const codebase of codebases) {
  if (codebase.runtime !== RUNTIME) {
    problems.push(
      `firebase.json: codebase ${codebase.codebase} has runtime ${codebase.runtime ?? '(none)'}, not ${RUNTIME}.`,
    );
  }
  const { wanted, endpoints, delegate } = await loadCodebase(codebase);
  if (delegate.runtime !== RUNTIME) {
    problems.push(
      `${codebase.source}/package.json: engines.node gives ${delegate.runtime}, not ${RUNTIME}.`,
    );
  }
  for (const [id, declared] of Object.entries(wanted.endpoints)) {
    // Set in the code, not left to deploy's default: the region is in every webhook URL.
    if (JSON.stringify(declared.region) !== JSON.stringify([FUNCTIONS_REGION])) {
      problems.push(
        `${id}: declares region ${JSON.stringify(declared.region)}, not ${FUNCTIONS_REGION}.`,
      );
    }
  }
  for (const endpoint of endpoints) {
    const secrets = (endpoint.secretEnvironmentVariables ?? []).map((s) => s.key);
    rows.push({
      function: endpoint.id,
      trigger: trigger(endpoint),
      region: endpoint.region,
      runtime: endpoint.runtime,
      secrets: secrets.join(' '),
    });
    if (endpoint.region !== FUNCTIONS_REGION) {
      problems.push(`${endpoint.id}: region ${endpoint.region}, not ${FUNCTIONS_REGION}.`);
    }
    if (endpoint.runtime !== RUNTIME) {
      problems.push(`${endpoint.id}: runtime ${endpoint.runtime ?? '(none)'}, not ${RUNTIME}.`);
    }
    for (const secret of secrets.filter((name) => !documented.has(name))) {
      problems.push(
        `${endpoint.id}: secret ${secret} is not set in the README's deployment steps.`,
      );
    }
  }
}

console.log(`\nFunctions of project ${projectId} as deploy would create them:`);
console.table(rows);
if (problems.length) {
  console.error(
    `\ndeploy:check found ${problems.length} problem(s):\n- ${[...new Set(problems)].join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`deploy:check: ${rows.length} functions, all in ${FUNCTIONS_REGION} on ${RUNTIME}.`);
