// Hosting's predeploy step (firebase.json): a deploy replaces every file Hosting serves, so the
// files the functions publish after each change to the edition (`/`, `/register` prerendered and
// `/edition.json`) are rendered again here with the new build, from the edition the live site
// publishes now. Without them the new release would serve `/` unrendered and no public edition
// until the next publication.
//
// node scripts/site-for-deploy.mjs [--from <site URL>] [--out <dir>]
// The site defaults to the project's (`https://<GCLOUD_PROJECT>.web.app`, the variable
// firebase-tools sets for its hooks), the output to web/dist.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import addresses from './stackAddresses.cjs';

const { values } = parseArgs({
  options: { from: { type: 'string' }, out: { type: 'string' } },
});
const project = process.env.GCLOUD_PROJECT;
const site = values.from ?? (project && `https://${project}.web.app`);
if (!site) throw new Error('No site to read the edition from: pass --from or set GCLOUD_PROJECT');
const out = values.out ?? join(addresses.ROOT, 'web', 'dist');

/**
 * The live `/edition.json`: `null` when the site has never published one (a first deploy, where
 * Hosting answers with the app's shell or not at all). Any other failure stops the deploy.
 */
async function liveEdition() {
  const response = await fetch(new URL('/edition.json', site));
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && !type.includes('json'))) return null;
  if (!response.ok) throw new Error(`${site}/edition.json answered ${response.status}`);
  return response.json();
}

const lib = join(addresses.ROOT, 'functions', 'lib', 'site');
const shell = readFileSync(join(lib, 'app.html'), 'utf8');
const { renderSiteFilesFromJson } = await import(
  pathToFileURL(join(lib, 'renderSiteFiles.mjs')).href
);
const edition = await liveEdition();
const files = await renderSiteFilesFromJson(edition, shell);
for (const [path, text] of Object.entries(files)) writeFileSync(join(out, path), text);
console.log(`Site prerendered for ${edition?.id ?? 'no edition'} into ${out}`);
