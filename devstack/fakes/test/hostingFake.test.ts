import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startHostingFake, type HostingFake } from '../src';

/** Hosting's JSON answers, read loosely in the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const SITE = 'curso-test';
const AUTH = { Authorization: 'Bearer ya29.fake-token' };

/** Hosting's file hash: lowercase hex SHA-256 of the gzipped content. */
const gzip = (text: string) => gzipSync(Buffer.from(text));
const hashOf = (gzipped: Buffer) => createHash('sha256').update(gzipped).digest('hex');

/** Every file under `dir`, as sorted relative paths with `/`. */
async function filesIn(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      found.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
    }
  }
  return found.sort();
}

describe('Hosting fake', () => {
  let dir: string;
  let fake: HostingFake;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hosting-fake-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<h1>Antes</h1>');
    await writeFile(join(dir, 'assets', 'a.js'), 'console.log("a");');
    fake = await startHostingFake({ port: 0, site: SITE, publicDir: dir });
  });

  afterEach(async () => {
    await fake.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = AUTH,
  ): Promise<{ status: number; json: Json }> {
    const url = path.startsWith('http') ? path : `${fake.url}${path}`;
    const response = await fetch(url, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as Json) : {} };
  }

  const upload = (uploadUrl: string, hash: string, gzipped: Buffer, headers = AUTH) =>
    fetch(`${uploadUrl}/${hash}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      body: gzipped,
    });

  async function liveVersionName(): Promise<string> {
    const { json } = await call('GET', `/v1beta1/sites/${SITE}/channels/live`);
    return json.release.version.name as string;
  }

  /** Clones the live version and answers the new version's name. */
  async function cloneLive(options: Json = {}): Promise<string> {
    const { status, json } = await call('POST', `/v1beta1/sites/${SITE}/versions:clone`, {
      sourceVersion: await liveVersionName(),
      ...options,
    });
    expect(status).toBe(200);
    return json.response.name as string;
  }

  const release = (versionName: string, body: Json = {}) =>
    call(
      'POST',
      `/v1beta1/sites/${SITE}/releases?versionName=${encodeURIComponent(versionName)}`,
      body,
    );

  test('the live channel holds a finalized version of every file in publicDir', async () => {
    const { status, json } = await call('GET', `/v1beta1/sites/${SITE}/channels/live`);
    expect(status).toBe(200);
    expect(json.name).toBe(`sites/${SITE}/channels/live`);
    expect(json.release.name).toMatch(new RegExp(`^sites/${SITE}/channels/live/releases/\\d+$`));
    expect(json.release.type).toBe('DEPLOY');
    expect(json.release.releaseTime).toEqual(expect.any(String));
    expect(json.release.version).toMatchObject({
      name: expect.stringMatching(new RegExp(`^sites/${SITE}/versions/[0-9a-f]{16}$`)),
      status: 'FINALIZED',
      fileCount: '2',
    });

    // The form firebase-tools uses, with a project, answers the same.
    const withProject = await call('GET', `/v1beta1/projects/-/sites/${SITE}/channels/live`);
    expect(withProject.json).toEqual(json);
    expect(fake.releases()).toEqual([
      expect.objectContaining({ files: ['/assets/a.js', '/index.html'] }),
    ]);
  });

  test('clone, populate, upload, finalize and release publish the new files into publicDir', async () => {
    const source = await liveVersionName();
    const cloned = await call('POST', `/v1beta1/sites/${SITE}/versions:clone`, {
      sourceVersion: source,
      exclude: { regexes: ['^/index\\.html$'] },
    });
    expect(cloned.status).toBe(200);
    const operation = cloned.json;
    expect(operation).toMatchObject({
      name: expect.stringMatching(/^projects\/[^/]+\/operations\/[^/]+$/),
      done: true,
      response: {
        '@type': 'type.googleapis.com/google.firebase.hosting.v1beta1.Version',
        name: expect.stringMatching(new RegExp(`^sites/${SITE}/versions/[0-9a-f]{16}$`)),
        status: 'CREATED',
      },
    });
    expect(operation.response.name).not.toBe(source);
    // Polled as clients poll it: GET /v1beta1/{operation.name}.
    const polled = await call('GET', `/v1beta1/${operation.name}`);
    expect(polled).toEqual({ status: 200, json: operation });
    const version = operation.response.name as string;

    const index = gzip('<h1>Después</h1>');
    const edition = gzip('{"edition":7}');
    // The same content as a file already published: its hash is known, so no upload.
    const copy = gzip('console.log("a");');
    const populated = await call('POST', `/v1beta1/${version}:populateFiles`, {
      files: {
        '/index.html': hashOf(index),
        '/edition.json': hashOf(edition),
        '/assets/copy.js': hashOf(copy),
      },
    });
    expect(populated.status).toBe(200);
    expect(populated.json.uploadUrl).toBe(`${fake.url}/upload/${version}/files`);
    expect(populated.json.uploadRequiredHashes.sort()).toEqual(
      [hashOf(index), hashOf(edition)].sort(),
    );

    // A body that does not match its hash is refused.
    const wrong = await upload(populated.json.uploadUrl, hashOf(index), edition);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Json).error.status).toBe('INVALID_ARGUMENT');

    for (const [hash, gzipped] of [
      [hashOf(index), index],
      [hashOf(edition), edition],
    ] as const) {
      const uploaded = await upload(populated.json.uploadUrl, hash, gzipped);
      expect(uploaded.status).toBe(200);
    }
    // Once uploaded, a hash is not asked for again (Hosting then leaves the field out).
    const again = await call('POST', `/v1beta1/${version}:populateFiles`, {
      files: { '/edition.json': hashOf(edition) },
    });
    expect(again.json.uploadRequiredHashes).toBeUndefined();

    const finalized = await call('PATCH', `/v1beta1/${version}?updateMask=status`, {
      status: 'FINALIZED',
    });
    expect(finalized.status).toBe(200);
    expect(finalized.json).toMatchObject({
      name: version,
      status: 'FINALIZED',
      fileCount: '4',
      finalizeTime: expect.any(String),
    });

    const released = await release(version, { message: 'Edición 7' });
    expect(released.status).toBe(200);
    expect(released.json).toMatchObject({
      name: expect.stringMatching(new RegExp(`^sites/${SITE}/channels/live/releases/\\d+$`)),
      type: 'DEPLOY',
      message: 'Edición 7',
      version: { name: version, status: 'FINALIZED' },
    });

    expect(await filesIn(dir)).toEqual([
      'assets/a.js',
      'assets/copy.js',
      'edition.json',
      'index.html',
    ]);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe('<h1>Después</h1>');
    expect(await readFile(join(dir, 'edition.json'), 'utf8')).toBe('{"edition":7}');
    expect(await readFile(join(dir, 'assets', 'a.js'), 'utf8')).toBe('console.log("a");');
    expect(await readFile(join(dir, 'assets', 'copy.js'), 'utf8')).toBe('console.log("a");');

    expect(await liveVersionName()).toBe(version);
    const listed = await call('GET', '/__fake/releases', undefined, {});
    expect(listed.json).toHaveLength(2);
    expect(listed.json[0]).toMatchObject({
      name: released.json.name,
      version,
      message: 'Edición 7',
      files: ['/assets/a.js', '/assets/copy.js', '/edition.json', '/index.html'],
    });
    expect(listed.json[1]).toMatchObject({ version: source });
    const api = await call('GET', `/v1beta1/sites/${SITE}/releases?pageSize=1`);
    expect(api.json.releases.map((r: Json) => r.name)).toEqual([released.json.name]);
    expect(api.json.nextPageToken).toEqual(expect.any(String));
  });

  test('finalizing is refused while a populated file has not been uploaded', async () => {
    const version = await cloneLive();
    const edition = gzip('{"edition":8}');
    const populated = await call('POST', `/v1beta1/${version}:populateFiles`, {
      files: { '/edition.json': hashOf(edition) },
    });
    expect(populated.json.uploadRequiredHashes).toEqual([hashOf(edition)]);

    const refused = await call('PATCH', `/v1beta1/${version}?update_mask=status`, {
      status: 'FINALIZED',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION' });
    expect(refused.json.error.message).toContain('/edition.json');

    expect((await upload(populated.json.uploadUrl, hashOf(edition), edition)).status).toBe(200);
    const finalized = await call('PATCH', `/v1beta1/${version}?update_mask=status`, {
      status: 'FINALIZED',
    });
    expect(finalized.json.status).toBe('FINALIZED');
    // A finalized version takes no more files.
    const late = await call('POST', `/v1beta1/${version}:populateFiles`, {
      files: { '/late.txt': hashOf(gzip('late')) },
    });
    expect(late.status).toBe(400);
    expect(late.json.error.status).toBe('FAILED_PRECONDITION');
  });

  test('releasing a version that is not finalized is refused and changes nothing', async () => {
    const version = await cloneLive({ exclude: { regexes: ['^/index\\.html$'] } });
    const refused = await release(version);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({ code: 400, status: 'FAILED_PRECONDITION' });
    expect(await filesIn(dir)).toEqual(['assets/a.js', 'index.html']);
    expect(fake.releases()).toHaveLength(1);
  });

  test('a file the new version dropped is deleted from publicDir', async () => {
    const version = await cloneLive({ exclude: { regexes: ['^/assets/'] }, finalize: true });
    const released = await release(version);
    expect(released.status).toBe(200);
    expect(released.json.version).toMatchObject({ status: 'FINALIZED', fileCount: '1' });
    expect(await filesIn(dir)).toEqual(['index.html']);
    expect(await readdir(dir)).toEqual(['index.html']);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe('<h1>Antes</h1>');
  });

  test('include keeps only the matching paths', async () => {
    const version = await cloneLive({ include: { regexes: ['\\.js$'] }, finalize: true });
    const { json } = await call('GET', `/v1beta1/${version}`);
    expect(json).toMatchObject({ status: 'FINALIZED', fileCount: '1' });
  });

  test('calls without a bearer token answer 401', async () => {
    const channel = await call('GET', `/v1beta1/sites/${SITE}/channels/live`, undefined, {});
    expect(channel.status).toBe(401);
    expect(channel.json.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });

    const version = await cloneLive();
    const gzipped = gzip('x');
    const { json } = await call('POST', `/v1beta1/${version}:populateFiles`, {
      files: { '/x.txt': hashOf(gzipped) },
    });
    const anonymous = await upload(json.uploadUrl, hashOf(gzipped), gzipped, {
      Authorization: '',
    });
    expect(anonymous.status).toBe(401);
  });

  test('another site answers 404', async () => {
    const { status, json } = await call('GET', '/v1beta1/sites/otro-sitio/channels/live');
    expect(status).toBe(404);
    expect(json.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });
});
