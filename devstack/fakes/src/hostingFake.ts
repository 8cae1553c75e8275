import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sendJson, type RunningFake } from './http';

export interface HostingFakeOptions {
  /** Default 0: a free port (the local stack passes its own). */
  port?: number;
  host?: string;
  /** The Hosting site ID (`sites/{site}`); any other site answers 404. */
  site: string;
  /**
   * The directory the Hosting emulator serves. What it holds at start is the first live release;
   * every release then writes its changes into it.
   */
  publicDir: string;
}

/** A release as `GET /__fake/releases` and `releases()` list it. */
export interface FakeHostingRelease {
  /** `sites/{site}/channels/live/releases/{id}`. */
  name: string;
  /** The released version's name, `sites/{site}/versions/{id}`. */
  version: string;
  type: 'DEPLOY' | 'ROLLBACK';
  releaseTime: string;
  message?: string;
  /** The version's Hosting paths (`/index.html`, …), sorted. */
  files: string[];
}

export interface HostingFake extends RunningFake {
  port: number;
  site: string;
  /** The absolute path of `publicDir`. */
  publicDir: string;
  /** Releases, newest first. */
  releases(): FakeHostingRelease[];
}

type VersionStatus = 'CREATED' | 'FINALIZED';

interface Version {
  id: string;
  status: VersionStatus;
  /** Hosting path → lowercase hex SHA-256 of the gzipped content. */
  files: Map<string, string>;
  labels?: Record<string, string>;
  createTime: string;
  finalizeTime?: string;
}

interface Release {
  id: string;
  version: Version;
  type: 'DEPLOY' | 'ROLLBACK';
  releaseTime: string;
  message?: string;
}

/** A Google API error: `{ error: { code, message, status } }`. */
class GoogleError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = () => new GoogleError(404, 'NOT_FOUND', 'Requested entity was not found.');
const invalid = (message: string) => new GoogleError(400, 'INVALID_ARGUMENT', message);
const precondition = (message: string) => new GoogleError(400, 'FAILED_PRECONDITION', message);
const UNAUTHENTICATED =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login ' +
  'cookie or other valid authentication credential. See ' +
  'https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** The `@type` of a Version inside an Operation's `response`. */
const VERSION_TYPE = 'type.googleapis.com/google.firebase.hosting.v1beta1.Version';
const HASH = /^[0-9a-f]{64}$/;
/** Temporary files of an atomic write, `.{name}.{random}.hosting-fake-tmp`; never a Hosting file. */
const TEMP_SUFFIX = '.hosting-fake-tmp';
const MAX_MESSAGE_LENGTH = 512;

const nowIso = () => new Date().toISOString();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  body: Buffer;
  params: string[];
  query: URLSearchParams;
}

interface HostingRoute {
  method: 'GET' | 'POST' | 'PATCH';
  /** Matched against the path (with `%3A` read as `:`); groups arrive URL-decoded. */
  path: RegExp;
  /** Whether the route needs `Authorization: Bearer …` (the API and upload routes do). */
  auth: boolean;
  handle(context: Context): void | Promise<void>;
}

function jsonBody(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw invalid('Invalid JSON payload received.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw invalid('Invalid JSON payload received. The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/** A `PathFilter` (`{ regexes: string[] }`) as JS regular expressions. */
function pathFilter(value: unknown, field: string): RegExp[] | undefined {
  if (value === undefined || value === null) return undefined;
  const regexes = (value as { regexes?: unknown }).regexes;
  if (!Array.isArray(regexes) || regexes.some((r) => typeof r !== 'string')) {
    throw invalid(`${field}.regexes must be a list of strings.`);
  }
  return regexes.map((source: string) => {
    try {
      return new RegExp(source);
    } catch {
      throw invalid(`${field}.regexes holds an invalid regular expression: ${source}`);
    }
  });
}

/** Every regular file under `dir` (following symlinks to files, not to directories). */
async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full)));
    else if (entry.name.endsWith(TEMP_SUFFIX)) continue;
    else if (entry.isFile()) found.push(full);
    else if (entry.isSymbolicLink() && (await stat(full).catch(() => null))?.isFile()) {
      found.push(full);
    }
  }
  return found;
}

/**
 * Starts a fake of the Firebase Hosting REST API (v1beta1) for one site: the live channel, cloning
 * a version, populating and uploading files, finalizing, and releasing. Releasing writes the
 * version into `publicDir`, which the Hosting emulator serves.
 */
export async function startHostingFake(options: HostingFakeOptions): Promise<HostingFake> {
  const site = options.site;
  const publicDir = resolve(options.publicDir);
  let baseUrl = '';

  const versions = new Map<string, Version>();
  /** Hash → gzipped bytes. */
  const contents = new Map<string, Buffer>();
  /** Oldest first; the last one is live. */
  const releases: Release[] = [];
  const operations = new Map<string, Record<string, unknown>>();
  const startTime = nowIso();
  let lastReleaseId = 0;
  // Releases write to disk one at a time, in the order they were asked for.
  let publishing: Promise<unknown> = Promise.resolve();

  const versionName = (v: Version) => `sites/${site}/versions/${v.id}`;
  const releaseName = (r: Release) => `sites/${site}/channels/live/releases/${r.id}`;
  const live = () => releases[releases.length - 1];

  function newVersion(files: Map<string, string>, status: VersionStatus): Version {
    let id = randomBytes(8).toString('hex');
    while (versions.has(id)) id = randomBytes(8).toString('hex');
    const createTime = nowIso();
    const version: Version = {
      id,
      status,
      files,
      createTime,
      ...(status === 'FINALIZED' ? { finalizeTime: createTime } : {}),
    };
    versions.set(id, version);
    return version;
  }

  /** Release ids grow like Hosting's (microseconds since the epoch). */
  function nextReleaseId(): string {
    lastReleaseId = Math.max(lastReleaseId + 1, Date.now() * 1000);
    return String(lastReleaseId);
  }

  // ---- JSON shapes ----

  function versionJson(v: Version): Record<string, unknown> {
    const finalized = v.status === 'FINALIZED';
    let bytes = 0;
    if (finalized) for (const hash of v.files.values()) bytes += contents.get(hash)?.length ?? 0;
    return {
      name: versionName(v),
      status: v.status,
      ...(v.labels ? { labels: v.labels } : {}),
      createTime: v.createTime,
      ...(v.finalizeTime ? { finalizeTime: v.finalizeTime } : {}),
      // int64 fields are strings in JSON; Hosting computes both once the version is FINALIZED.
      ...(finalized ? { fileCount: String(v.files.size), versionBytes: String(bytes) } : {}),
    };
  }

  const releaseJson = (r: Release) => ({
    name: releaseName(r),
    version: versionJson(r.version),
    type: r.type,
    releaseTime: r.releaseTime,
    ...(r.message !== undefined ? { message: r.message } : {}),
  });

  const fakeReleases = (): FakeHostingRelease[] =>
    [...releases].reverse().map((r) => ({
      name: releaseName(r),
      version: versionName(r.version),
      type: r.type,
      releaseTime: r.releaseTime,
      ...(r.message !== undefined ? { message: r.message } : {}),
      files: [...r.version.files.keys()].sort(),
    }));

  // ---- lookups ----

  function checkSite(given: string) {
    if (given !== site) throw notFound();
  }

  function findVersion(id: string): Version {
    const version = versions.get(id);
    if (!version) throw notFound();
    return version;
  }

  /** A version given by name, `sites/{site}/versions/{id}` (a `projects/{p}/` prefix is allowed). */
  function versionByName(name: string, field: string): Version {
    const match = /^(?:projects\/[^/]+\/)?sites\/([^/]+)\/versions\/([^/]+)$/.exec(name);
    if (!match) throw invalid(`${field} must be in the format sites/SITE_ID/versions/VERSION_ID.`);
    checkSite(match[1]);
    return findVersion(match[2]);
  }

  /** Where a Hosting path lives under `publicDir`, refusing paths that would leave it. */
  function fileFor(path: string): string {
    const segments = path.split('/').slice(1);
    const bad =
      !path.startsWith('/') ||
      path.includes('\\') ||
      path.includes('\0') ||
      segments.some((s) => s === '' || s === '.' || s === '..' || s.endsWith(TEMP_SUFFIX));
    const target = join(publicDir, ...segments);
    const inside = relative(publicDir, target);
    if (bad || !inside || inside.startsWith('..') || isAbsolute(inside)) {
      throw invalid(`Invalid file path: ${JSON.stringify(path)}.`);
    }
    return target;
  }

  // ---- writing a release into publicDir ----

  /** Writes a file whole or not at all: a temporary file beside it, then a rename. */
  async function writeAtomically(target: string, content: Buffer) {
    await mkdir(dirname(target), { recursive: true });
    const temp = join(
      dirname(target),
      `.${basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`,
    );
    try {
      await writeFile(temp, content);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Removes directories left empty, from `dir` up to (not including) `publicDir`. */
  async function pruneEmpty(dir: string) {
    while (dir !== publicDir && dir.startsWith(publicDir + sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = dirname(dir);
    }
  }

  /**
   * Makes `publicDir` show `next` where it shows `previous`: deletes the paths `previous` had and
   * `next` has not, and writes (gunzipped) the paths that are new, changed, or missing on disk.
   * Files neither version has are left alone.
   */
  async function materialize(previous: Map<string, string>, next: Map<string, string>) {
    for (const path of previous.keys()) {
      if (next.has(path)) continue;
      const target = fileFor(path);
      await rm(target, { force: true });
      await pruneEmpty(dirname(target));
    }
    for (const [path, hash] of next) {
      const target = fileFor(path);
      const onDisk = await stat(target).catch(() => null);
      if (previous.get(path) === hash && onDisk?.isFile()) continue;
      const gzipped = contents.get(hash);
      if (!gzipped) throw new Error(`No content for ${path} (${hash}).`);
      await writeAtomically(target, gunzipSync(gzipped));
    }
  }

  // ---- the API ----

  function clone(body: Record<string, unknown>, query: URLSearchParams) {
    const source = body.sourceVersion ?? query.get('sourceVersion') ?? undefined;
    if (typeof source !== 'string' || !source) throw invalid('sourceVersion is required.');
    const include = pathFilter(body.include, 'include');
    const exclude = pathFilter(body.exclude, 'exclude');
    if (include && exclude) throw invalid('Only one of include and exclude may be given.');
    const finalize = body.finalize === true || query.get('finalize') === 'true';
    const from = versionByName(source, 'sourceVersion');
    const files = new Map(
      [...from.files].filter(
        ([path]) =>
          (!include || include.some((r) => r.test(path))) &&
          (!exclude || !exclude.some((r) => r.test(path))),
      ),
    );
    if (finalize) {
      const missing = [...files.values()].filter((hash) => !contents.has(hash));
      if (missing.length) throw precondition('The source version has files not uploaded yet.');
    }
    const version = newVersion(files, finalize ? 'FINALIZED' : 'CREATED');
    const id = randomBytes(8).toString('hex');
    // Hosting polls it with projects.operations.get: GET /v1beta1/projects/*/operations/*.
    const operation = {
      name: `projects/${site}/operations/${id}`,
      done: true,
      response: { '@type': VERSION_TYPE, ...versionJson(version) },
    };
    operations.set(id, operation);
    return operation;
  }

  function populate(version: Version, body: Record<string, unknown>) {
    if (version.status !== 'CREATED') {
      throw precondition(
        `Version ${versionName(version)} is ${version.status}; files can only be added to a CREATED version.`,
      );
    }
    const files = body.files;
    if (!files || typeof files !== 'object' || Array.isArray(files)) {
      throw invalid('files must be a map of file paths to hashes.');
    }
    const entries = Object.entries(files as Record<string, unknown>);
    for (const [path, hash] of entries) {
      fileFor(path);
      if (typeof hash !== 'string' || (hash !== '' && !HASH.test(hash))) {
        throw invalid(`Invalid hash for ${path}: expected a lowercase hex SHA-256 or "".`);
      }
    }
    const required = new Set<string>();
    for (const [path, hash] of entries as [string, string][]) {
      // An empty hash removes the path from the version.
      if (hash === '') {
        version.files.delete(path);
        continue;
      }
      version.files.set(path, hash);
      if (!contents.has(hash)) required.add(hash);
    }
    return {
      // Like Hosting, the field is left out when nothing needs uploading.
      ...(required.size ? { uploadRequiredHashes: [...required] } : {}),
      uploadUrl: `${baseUrl}/upload/sites/${site}/versions/${version.id}/files`,
    };
  }

  function upload(version: Version, hash: string, body: Buffer) {
    if (version.status !== 'CREATED') {
      throw precondition(
        `Version ${versionName(version)} is ${version.status}; files can only be uploaded to a CREATED version.`,
      );
    }
    if (!HASH.test(hash)) throw invalid(`Invalid content hash: ${hash}.`);
    if (sha256(body) !== hash) {
      throw invalid(
        `The content hash of the uploaded file (${sha256(body)}) does not match ${hash}.`,
      );
    }
    try {
      gunzipSync(body);
    } catch {
      throw invalid('The uploaded file is not gzipped.');
    }
    contents.set(hash, body);
  }

  function patch(version: Version, body: Record<string, unknown>, query: URLSearchParams) {
    // Without a mask, Hosting updates only `status`.
    const mask = (query.get('updateMask') ?? query.get('update_mask') ?? 'status')
      .split(',')
      .map((field) => field.trim())
      .filter(Boolean);
    for (const field of mask) {
      if (field !== 'status' && field !== 'labels') {
        throw invalid(`The fake cannot update the version field "${field}".`);
      }
    }
    if (mask.includes('labels')) {
      const labels = body.labels ?? {};
      if (
        typeof labels !== 'object' ||
        Array.isArray(labels) ||
        Object.values(labels as object).some((v) => typeof v !== 'string')
      ) {
        throw invalid('labels must be a map of strings.');
      }
    }
    if (mask.includes('status')) {
      if (body.status !== 'FINALIZED' || version.status !== 'CREATED') {
        throw precondition(
          `Invalid state transition for ${versionName(version)}: ${version.status} to ${String(body.status)}; only CREATED to FINALIZED is supported.`,
        );
      }
      const missing = [...version.files].filter(([, hash]) => !contents.has(hash));
      if (missing.length) {
        const paths = missing.map(([path]) => path);
        throw precondition(
          `Version ${versionName(version)} has ${missing.length} file(s) whose content has not been uploaded: ${paths.slice(0, 10).join(', ')}${paths.length > 10 ? ', …' : ''}.`,
        );
      }
    }
    if (mask.includes('labels')) {
      version.labels = { ...((body.labels ?? {}) as Record<string, string>) };
    }
    if (mask.includes('status')) {
      version.status = 'FINALIZED';
      version.finalizeTime = nowIso();
    }
    return versionJson(version);
  }

  async function createRelease(body: Record<string, unknown>, query: URLSearchParams) {
    if (body.type === 'SITE_DISABLE') {
      throw invalid('The fake does not support SITE_DISABLE releases.');
    }
    const name = query.get('versionName') ?? query.get('version_name');
    if (!name) throw invalid('versionName is required.');
    const match = /^(?:projects\/[^/]+\/)?sites\/([^/]+)\/versions\/([^/]+)$/.exec(name);
    if (!match)
      throw invalid('versionName must be in the format sites/SITE_ID/versions/VERSION_ID.');
    if (match[1] !== site) {
      throw invalid('The SITE_ID in versionName must match the SITE_ID of the parent.');
    }
    const version = findVersion(match[2]);
    if (version.status !== 'FINALIZED') {
      throw precondition(
        `Version ${versionName(version)} is ${version.status}; only a FINALIZED version can be released.`,
      );
    }
    const message = body.message;
    if (message !== undefined && typeof message !== 'string') {
      throw invalid('message must be a string.');
    }
    if (typeof message === 'string' && message.length > MAX_MESSAGE_LENGTH) {
      throw invalid(`message can be up to ${MAX_MESSAGE_LENGTH} characters.`);
    }
    const run = publishing.then(async () => {
      const previous = live();
      await materialize(previous?.version.files ?? new Map(), version.files);
      const release: Release = {
        id: nextReleaseId(),
        version,
        // Releasing a version that was released before points back to it.
        type: releases.some((r) => r.version === version) ? 'ROLLBACK' : 'DEPLOY',
        releaseTime: nowIso(),
        ...(typeof message === 'string' ? { message } : {}),
      };
      releases.push(release);
      return release;
    });
    publishing = run.catch(() => undefined);
    return releaseJson(await run);
  }

  function listReleases(query: URLSearchParams) {
    const all = [...releases].reverse();
    const offset = Number(query.get('pageToken') || '0');
    if (!Number.isInteger(offset) || offset < 0) throw invalid('Invalid pageToken.');
    const pageSize = Number(query.get('pageSize') || '0');
    const end = pageSize > 0 ? offset + pageSize : all.length;
    return {
      releases: all.slice(offset, end).map(releaseJson),
      ...(end < all.length ? { nextPageToken: String(end) } : {}),
    };
  }

  function channel(id: string) {
    if (id !== 'live') throw notFound();
    const current = live();
    return {
      name: `sites/${site}/channels/live`,
      ...(current ? { release: releaseJson(current) } : {}),
      createTime: startTime,
      updateTime: current?.releaseTime ?? startTime,
    };
  }

  // ---- routes ----

  const API = '^/v1beta1/(?:projects/[^/]+/)?sites/([^/]+)';
  const routes: HostingRoute[] = [
    {
      method: 'GET',
      path: new RegExp(`${API}/channels/([^/]+)$`),
      auth: true,
      handle: ({ res, params: [s, id] }) => {
        checkSite(s);
        sendJson(res, 200, channel(id));
      },
    },
    {
      method: 'GET',
      path: new RegExp(`${API}(?:/channels/([^/]+))?/releases$`),
      auth: true,
      handle: ({ res, params: [s, id], query }) => {
        checkSite(s);
        if (id && id !== 'live') throw notFound();
        sendJson(res, 200, listReleases(query));
      },
    },
    {
      method: 'POST',
      path: new RegExp(`${API}(?:/channels/([^/]+))?/releases$`),
      auth: true,
      handle: async ({ res, body, params: [s, id], query }) => {
        checkSite(s);
        if (id && id !== 'live') throw notFound();
        sendJson(res, 200, await createRelease(jsonBody(body), query));
      },
    },
    {
      method: 'POST',
      path: new RegExp(`${API}/versions:clone$`),
      auth: true,
      handle: ({ res, body, params: [s], query }) => {
        checkSite(s);
        sendJson(res, 200, clone(jsonBody(body), query));
      },
    },
    {
      method: 'GET',
      path: new RegExp(`${API}/versions/([^/:]+)$`),
      auth: true,
      handle: ({ res, params: [s, id] }) => {
        checkSite(s);
        sendJson(res, 200, versionJson(findVersion(id)));
      },
    },
    {
      method: 'PATCH',
      path: new RegExp(`${API}/versions/([^/:]+)$`),
      auth: true,
      handle: ({ res, body, params: [s, id], query }) => {
        checkSite(s);
        sendJson(res, 200, patch(findVersion(id), jsonBody(body), query));
      },
    },
    {
      method: 'POST',
      path: new RegExp(`${API}/versions/([^/:]+):populateFiles$`),
      auth: true,
      handle: ({ res, body, params: [s, id] }) => {
        checkSite(s);
        sendJson(res, 200, populate(findVersion(id), jsonBody(body)));
      },
    },
    {
      // projects.operations.get; the bare /v1beta1/operations/{id} is answered too.
      method: 'GET',
      path: /^\/v1beta1\/(?:projects\/[^/]+\/)?operations\/([^/]+)$/,
      auth: true,
      handle: ({ res, params: [id] }) => {
        const operation = operations.get(id);
        if (!operation) throw notFound();
        sendJson(res, 200, operation);
      },
    },
    {
      // Stands in for https://upload-firebasehosting.googleapis.com/upload/sites/…/files/{hash}.
      method: 'POST',
      path: /^\/upload\/sites\/([^/]+)\/versions\/([^/]+)\/files\/([^/]+)$/,
      auth: true,
      handle: ({ res, body, params: [s, id, hash] }) => {
        checkSite(s);
        upload(findVersion(id), hash, body);
        res.writeHead(200);
        res.end();
      },
    },
    {
      method: 'GET',
      path: /^\/__fake\/releases$/,
      auth: false,
      handle: ({ res }) => sendJson(res, 200, fakeReleases()),
    },
  ];

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const pathname = url.pathname.replace(/%3A/gi, ':');
    for (const route of routes) {
      const match = route.path.exec(pathname);
      if (route.method !== req.method || !match) continue;
      if (route.auth && !/^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) {
        sendJson(
          res,
          401,
          { error: { code: 401, message: UNAUTHENTICATED, status: 'UNAUTHENTICATED' } },
          { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/"' },
        );
        return;
      }
      const params = match.slice(1).map((group) => (group ? decodeURIComponent(group) : ''));
      await route.handle({ req, res, body, params, query: url.searchParams });
      return;
    }
    throw notFound();
  }

  // ---- the published files at start: the first live release ----

  await mkdir(publicDir, { recursive: true });
  const initial = new Map<string, string>();
  for (const file of (await walk(publicDir)).sort()) {
    const gzipped = gzipSync(await readFile(file));
    const hash = sha256(gzipped);
    contents.set(hash, gzipped);
    initial.set(`/${relative(publicDir, file).split(sep).join('/')}`, hash);
  }
  releases.push({
    id: nextReleaseId(),
    version: newVersion(initial, 'FINALIZED'),
    type: 'DEPLOY',
    releaseTime: nowIso(),
    message: 'The files in publicDir when the fake started.',
  });

  // ---- the server (raw bodies: uploads are gzipped bytes) ----

  const server = createServer((req, res) => {
    (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      await handle(req, res, Buffer.concat(chunks));
    })().catch((error: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof GoogleError) {
        sendJson(res, error.code, {
          error: { code: error.code, message: error.message, status: error.status },
        });
      } else {
        sendJson(res, 500, { error: { code: 500, message: String(error), status: 'INTERNAL' } });
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    port,
    site,
    publicDir,
    releases: fakeReleases,
    stop: () =>
      new Promise<void>((done, fail) => {
        server.closeAllConnections();
        server.close((error) => (error ? fail(error) : done()));
      }),
  };
}
