import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake listening on loopback. */
export interface RunningFake {
  /** Base URL, `http://host:port`. */
  url: string;
  stop(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => Promise<void>;

/** What a route's handler gets: the request, its body, the path's captured groups and query. */
export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  body: string;
  params: string[];
  query: URLSearchParams;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Matched against the whole path; captured groups arrive URL-decoded in `params`. */
  path: RegExp;
  handle(context: RouteContext): void | Promise<void>;
}

/** One handler over a route table: the first route whose method and path match answers. */
export function router(routes: Route[], notFound: (context: RouteContext) => void): Handler {
  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    for (const route of routes) {
      const match = route.path.exec(url.pathname);
      if (route.method !== req.method || !match) continue;
      const params = match.slice(1).map((group) => decodeURIComponent(group));
      await route.handle({ req, res, body, params, query: url.searchParams });
      return;
    }
    notFound({ req, res, body, params: [], query: url.searchParams });
  };
}

/** Reads the whole request body as UTF-8. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Starts an HTTP server on loopback; port 0 picks a free port. Handler errors become 500s. */
export async function listen(port: number, host: string, handler: Handler): Promise<RunningFake> {
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => handler(req, res, body))
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
        else res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
