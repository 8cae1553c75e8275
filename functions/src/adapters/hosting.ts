import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SiteFiles } from '@curso/common';
import { HOSTING_API_BASE_URL, HOSTING_SITE } from '../lib/params';
import { app } from './firebase';

/** What the Hosting API answered when it refused a call. */
export class HostingError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Hosting ${status}: ${message}`);
  }
}

interface Version {
  name: string;
  status: string;
}

interface Operation {
  name: string;
  done?: boolean;
  error?: { message?: string };
  response?: Version;
}

/** How long a clone may take before the publication gives up (Cloud Tasks retries it). */
const CLONE_WAIT_MS = 60_000;

/**
 * An OAuth token of the functions' service account (which needs the Firebase Hosting Admin role).
 * The local stack's fake takes any token, and the emulator has no account to sign one with.
 */
async function accessToken(): Promise<string> {
  if (process.env.FUNCTIONS_EMULATOR === 'true') return 'owner';
  const credential = app().options.credential;
  if (!credential) throw new Error('No credential to call the Hosting API with');
  return (await credential.getAccessToken()).access_token;
}

async function call<T>(method: string, url: string | URL, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${await accessToken()}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok)
    throw new HostingError(response.status, answer.error?.message ?? response.statusText);
  return answer;
}

const api = (path: string) => new URL(`/v1beta1/${path}`, HOSTING_API_BASE_URL.value());

/** The version the site serves now (its live channel's release). */
async function liveVersion(site: string): Promise<string> {
  const channel = await call<{ release?: { version?: Version } }>(
    'GET',
    api(`sites/${site}/channels/live`),
  );
  const version = channel.release?.version?.name;
  if (!version) throw new HostingError(404, `site ${site} has no release to start from`);
  return version;
}

/** A copy of `source` without `paths`, still open for files (CREATED). */
async function cloneWithout(site: string, source: string, paths: string[]): Promise<string> {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let operation = await call<Operation>('POST', api(`sites/${site}/versions:clone`), {
    sourceVersion: source,
    finalize: false,
    exclude: { regexes: paths.map((path) => `^${escape(path)}$`) },
  });
  const deadline = Date.now() + CLONE_WAIT_MS;
  while (!operation.done) {
    if (Date.now() > deadline) throw new HostingError(504, `clone of ${source} still running`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    operation = await call<Operation>('GET', api(operation.name));
  }
  if (operation.error || !operation.response) {
    throw new HostingError(500, operation.error?.message ?? 'clone failed');
  }
  return operation.response.name;
}

/**
 * Publishes `files` over what the site serves now, the way a deploy does but for these files
 * only (the Hosting REST API: clone the live version without them, add them, finalize, release):
 * the built app, its headers and rewrites stay as the last deploy left them.
 */
export async function publishSiteFiles(files: SiteFiles, message: string): Promise<void> {
  const site = HOSTING_SITE.value();
  const paths = Object.keys(files);
  const version = await cloneWithout(site, await liveVersion(site), paths);
  // Hosting stores each file gzipped, named by the SHA-256 of its gzipped bytes.
  const gzipped = Object.entries(files).map(([path, text]) => {
    const bytes = gzipSync(Buffer.from(text, 'utf8'));
    return { path, bytes, hash: createHash('sha256').update(bytes).digest('hex') };
  });
  const byHash = new Map(gzipped.map((file) => [file.hash, file]));
  const { uploadRequiredHashes = [], uploadUrl } = await call<{
    uploadRequiredHashes?: string[];
    uploadUrl: string;
  }>('POST', api(`${version}:populateFiles`), {
    files: Object.fromEntries(gzipped.map(({ path, hash }) => [path, hash])),
  });
  for (const hash of uploadRequiredHashes) {
    const file = byHash.get(hash);
    if (!file) throw new HostingError(400, `Hosting asked for an unknown file ${hash}`);
    const response = await fetch(`${uploadUrl}/${hash}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/octet-stream',
      },
      body: file.bytes,
    });
    if (!response.ok) throw new HostingError(response.status, `upload of ${file.path} refused`);
  }
  const finalizeUrl = api(version);
  finalizeUrl.searchParams.set('updateMask', 'status');
  await call('PATCH', finalizeUrl, { status: 'FINALIZED' });
  const releaseUrl = api(`sites/${site}/releases`);
  releaseUrl.searchParams.set('versionName', version);
  await call('POST', releaseUrl, { message });
}
