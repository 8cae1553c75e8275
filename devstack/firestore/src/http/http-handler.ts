import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreApi } from '../api/firestore-api';
import { handleRest } from '../rest/rest-handler';
import type { ChannelKind, WebChannelServer } from '../webchannel/channel-server';

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
/** Client-caused document reads so far (GET), or reset them (DELETE); see ReadMeter. */
const READS_PATH = '/emulator/v1/reads';
const RESET_PATH = /^\/emulator\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents$/;
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Browsers send credentials, so the origin must be echoed exactly rather than `*`. */
function setCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'X-HTTP-Session-Id');
  res.setHeader('Vary', 'Origin');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** The HTTP/1.1 face of the server: WebChannel, REST, the emulator reset endpoint and CORS. */
export function createHttpHandler(
  api: FirestoreApi,
  channels: WebChannelServer,
  log: (msg: string) => void,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setCors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '3600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      const body = await readBody(req);
      const channel = CHANNEL_PATH.exec(url.pathname);
      if (channel)
        return channels.handle(channel[1] as ChannelKind, req, res, url.searchParams, body);
      if (url.pathname === READS_PATH) {
        if (req.method === 'DELETE') api.reads.reset();
        return sendJson(res, 200, api.reads.snapshot());
      }
      const reset = RESET_PATH.exec(decodeURIComponent(url.pathname));
      if (reset && req.method === 'DELETE') {
        api.databases.reset(reset[1]);
        return sendJson(res, 200, {});
      }
      const rest = handleRest(
        api,
        req.method ?? 'GET',
        url.pathname,
        req.headers.authorization,
        body,
      );
      if (rest) return sendJson(res, rest.status, rest.body);
      if (url.pathname === '/' && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('Ok');
        return;
      }
      sendJson(res, 404, {
        error: {
          code: 404,
          message: `Not found: ${req.method} ${url.pathname}`,
          status: 'NOT_FOUND',
        },
      });
    } catch (e) {
      log(`HTTP ${req.method} ${url.pathname} failed: ${(e as Error).message}`);
      if (!res.headersSent)
        sendJson(res, 500, {
          error: { code: 500, message: (e as Error).message, status: 'INTERNAL' },
        });
      else res.end();
    }
  };
}
