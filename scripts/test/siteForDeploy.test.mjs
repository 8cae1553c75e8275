// Hosting's predeploy step renders the published pages again with the new build, from the edition
// the live site serves: a deploy keeps `/` and `/register` prerendered with the same edition, a first
// deploy says no edition is published, and a live site that cannot be read stops the deploy.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { buildAll, ROOT } from '../stack.mjs';

const demo = JSON.parse(readFileSync(join(ROOT, 'demo', 'editions.json'), 'utf8'));
const current = demo.editions.find((edition) => edition.id === demo.current);

/** How the stand-in for the live site answers `/edition.json`. */
let answer = { status: 200, type: 'application/json', body: JSON.stringify(current) };
let server;
let site;

before(async () => {
  buildAll();
  server = createServer((request, response) => {
    if (request.url !== '/edition.json') return response.writeHead(404).end();
    response.writeHead(answer.status, { 'Content-Type': answer.type }).end(answer.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${server.address().port}`;
});
after(() => server?.close());

/** Runs the step as Hosting's predeploy does (asynchronously: this process answers its fetch). */
async function deployStep() {
  const out = mkdtempSync(join(tmpdir(), 'site-for-deploy-'));
  const status = await promisify(execFile)(process.execPath, [
    join(ROOT, 'scripts', 'site-for-deploy.mjs'),
    '--from',
    site,
    '--out',
    out,
  ]).then(
    () => 0,
    (error) => error.code ?? 1,
  );
  const files = Object.fromEntries(
    readdirSync(out).map((name) => [name, readFileSync(join(out, name), 'utf8')]),
  );
  rmSync(out, { recursive: true, force: true });
  return { status, files };
}

test('renders the pages again with the edition the live site publishes', async () => {
  answer = { status: 200, type: 'application/json', body: JSON.stringify(current) };
  const { status, files } = await deployStep();
  assert.equal(status, 0);
  assert.deepEqual(Object.keys(files).sort(), ['edition.json', 'index.html', 'register.html']);
  assert.equal(JSON.parse(files['edition.json']).id, current.id);
  assert.match(files['index.html'], new RegExp(`<title>${current.short_title}</title>`));
  const online = current.plans.find((plan) => plan.key === 'online');
  assert.ok(files['index.html'].includes(online.name));
  // The new build's own scripts.
  assert.equal(
    /src="(\/assets\/index-[^"]+\.js)"/.exec(files['index.html'])?.[1],
    /src="(\/assets\/index-[^"]+\.js)"/.exec(
      readFileSync(join(ROOT, 'web', 'dist', 'app.html'), 'utf8'),
    )?.[1],
  );
});

test('on a first deploy (the site answers with the app shell) the pages say no edition is published', async () => {
  answer = { status: 200, type: 'text/html', body: '<!doctype html><div id="root"></div>' };
  const { status, files } = await deployStep();
  assert.equal(status, 0);
  assert.equal(files['edition.json'], 'null');
  assert.ok(files['index.html'].includes('site-edition'));
});

test('a live site that fails stops the deploy and writes nothing', async () => {
  answer = { status: 503, type: 'text/plain', body: 'unavailable' };
  const { status, files } = await deployStep();
  assert.notEqual(status, 0);
  assert.deepEqual(files, {});
});
