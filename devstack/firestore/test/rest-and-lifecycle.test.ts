import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startLocalFirestore, type LocalFirestore } from '../src';
import { emulatorIdToken } from './support/id-token';

const PROJECT = 'demo-curso-eii';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const PROJECT_RULES = join(__dirname, '..', '..', '..', 'firestore.rules');
const dir = mkdtempSync(join(tmpdir(), 'local-firestore-test-'));

const seed = {
  documents: {
    'profiles/u1': {
      first_name: { stringValue: 'Ana' },
      created_at: { timestampValue: '2025-06-01T10:00:00Z' },
      access_status: { stringValue: 'aprobado' },
    },
    'zoom_sessions/s1': {
      title: { stringValue: 'Sesión 1' },
      participant_count: { integerValue: '2' },
    },
    'zoom_sessions/s1/participants/p1': { email_hash: { stringValue: 'abc' } },
  },
};

async function rest(
  server: LocalFirestore,
  call: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/v1/${DATABASE}/documents${call}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

describe('REST with the project rules and a seed file', () => {
  let server: LocalFirestore;
  const seedPath = join(dir, 'seed.json');
  const exportPath = join(dir, 'export.json');
  const admin = emulatorIdToken('admin', { admin: true });
  const owner = emulatorIdToken('u1');
  const profilesQuery = { structuredQuery: { from: [{ collectionId: 'profiles' }] } };

  beforeAll(async () => {
    writeFileSync(seedPath, JSON.stringify(seed));
    server = await startLocalFirestore({
      port: 0,
      projectId: PROJECT,
      rulesPath: PROJECT_RULES,
      seedPath,
      exportPath,
    });
  });

  test('queries and reads follow the rules', async () => {
    const listed = await rest(server, ':runQuery', profilesQuery, admin);
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([
      expect.objectContaining({
        document: expect.objectContaining({ name: `${DATABASE}/documents/profiles/u1` }),
      }),
    ]);

    const denied = await rest(server, ':runQuery', profilesQuery, owner);
    expect(denied).toEqual({
      status: 403,
      json: {
        error: {
          code: 403,
          status: 'PERMISSION_DENIED',
          message: 'Missing or insufficient permissions.',
        },
      },
    });
    expect((await rest(server, ':runQuery', profilesQuery)).status).toBe(403);

    const own = await rest(
      server,
      ':batchGet',
      { documents: [`${DATABASE}/documents/profiles/u1`] },
      owner,
    );
    expect(own.json).toEqual([
      expect.objectContaining({
        found: expect.objectContaining({ fields: seed.documents['profiles/u1'] }),
      }),
    ]);

    const participants = await rest(
      server,
      '/zoom_sessions/s1:runQuery',
      { structuredQuery: { from: [{ collectionId: 'participants' }] } },
      owner,
    );
    expect(participants.status).toBe(200);
    const count = await rest(
      server,
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'zoom_sessions' }] },
          aggregations: [{ alias: 'n', count: {} }],
        },
      },
      owner,
    );
    expect(count.json).toEqual([
      expect.objectContaining({ result: { aggregateFields: { n: { integerValue: '1' } } } }),
    ]);
  });

  test('client writes are denied; owner writes are not', async () => {
    const write = {
      writes: [
        {
          update: {
            name: `${DATABASE}/documents/profiles/u1`,
            fields: { first_name: { stringValue: 'Eve' } },
          },
        },
      ],
    };
    expect((await rest(server, ':commit', write, admin)).status).toBe(403);
    expect((await rest(server, ':commit', write, owner)).status).toBe(403);
    const ok = await rest(server, ':commit', write, 'owner');
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      commitTime: expect.any(String),
      writeResults: [{ updateTime: expect.any(String) }],
    });
  });

  test('unsupported calls and paths answer clearly', async () => {
    const unsupported = await rest(server, ':partitionQuery', {}, 'owner');
    expect(unsupported).toEqual({
      status: 501,
      json: {
        error: {
          code: 501,
          status: 'UNIMPLEMENTED',
          message: 'REST POST :partitionQuery is not supported by the local Firestore',
        },
      },
    });
    const missing = await fetch(`http://127.0.0.1:${server.port}/nothing/here`);
    expect(missing.status).toBe(404);
  });

  test('CORS preflight echoes the origin and allows credentials', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/v1/${DATABASE}/documents:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
  });

  test('the reset endpoint clears everything and stop() exports', async () => {
    await rest(
      server,
      ':commit',
      {
        writes: [
          {
            update: {
              name: `${DATABASE}/documents/audit_logs/x`,
              fields: { n: { integerValue: '1' } },
            },
          },
        ],
      },
      'owner',
    );
    await server.stop();
    const exported = JSON.parse(readFileSync(exportPath, 'utf8'));
    expect(Object.keys(exported.documents)).toEqual([
      'audit_logs/x',
      'profiles/u1',
      'zoom_sessions/s1',
      'zoom_sessions/s1/participants/p1',
    ]);
    expect(exported.documents['audit_logs/x']).toEqual({ n: { integerValue: '1' } });

    server = await startLocalFirestore({ port: 0, projectId: PROJECT, seedPath: exportPath });
    expect(
      (await rest(server, ':batchGet', { documents: [`${DATABASE}/documents/audit_logs/x`] })).json,
    ).toEqual([expect.objectContaining({ found: expect.anything() })]);
    const reset = await fetch(`http://127.0.0.1:${server.port}/emulator/v1/${DATABASE}/documents`, {
      method: 'DELETE',
    });
    expect(reset.status).toBe(200);
    expect(
      (await rest(server, ':batchGet', { documents: [`${DATABASE}/documents/audit_logs/x`] })).json,
    ).toEqual([expect.objectContaining({ missing: expect.anything() })]);
    await server.stop();
  });
});

describe('start-up refusals', () => {
  test('an unsupported rules construct stops the server from starting', async () => {
    const rulesPath = join(dir, 'bad.rules');
    writeFileSync(
      rulesPath,
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /a/{id} {\n      allow read: if request.time < timestamp.date(2030, 1, 1);\n    }\n  }\n}\n",
    );
    await expect(startLocalFirestore({ port: 0, rulesPath })).rejects.toThrow(
      `${rulesPath} line 5: Unknown identifier 'timestamp'`,
    );
  });

  test('a malformed seed file is refused naming the document', async () => {
    const seedPath = join(dir, 'bad-seed.json');
    writeFileSync(
      seedPath,
      JSON.stringify({ documents: { profiles: { a: { stringValue: 'x' } } } }),
    );
    await expect(startLocalFirestore({ port: 0, seedPath })).rejects.toThrow(
      '"profiles" is not a document path',
    );
  });
});

describe('CLI', () => {
  jest.setTimeout(60_000);

  beforeAll(async () => {
    await promisify(execFile)('npx', ['tsc', '-p', 'tsconfig.build.json'], {
      cwd: join(__dirname, '..'),
    });
  });

  test('prints the ready line and exports on SIGTERM', async () => {
    const exportPath = join(dir, 'cli-export.json');
    const child = spawn(process.execPath, [
      join(__dirname, '..', 'lib', 'cli.js'),
      '--port',
      '0',
      '--rules',
      PROJECT_RULES,
      '--project',
      PROJECT,
      '--export',
      exportPath,
    ]);
    const ready = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /Local Firestore ready on 127\.0\.0\.1:(\d+)\n/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`CLI exited with ${code}: ${out}`)));
    });
    const res = await fetch(`http://127.0.0.1:${ready}/`);
    expect(await res.text()).toBe('Ok');
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(JSON.parse(readFileSync(exportPath, 'utf8'))).toEqual({ documents: {} });
  });
});
