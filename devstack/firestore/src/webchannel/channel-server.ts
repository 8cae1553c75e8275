import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { frame } from './framing';
import { parseForwardBody } from './forward';
import { WebChannelSession, type SessionLimits } from './session';
import { asFirestoreError, statusJson } from '../api/errors';
import type { FirestoreApi } from '../api/firestore-api';
import { ListenStream } from '../api/listen-stream';
import { WriteStream } from '../api/write-stream';
import { identityFromAuthorization } from '../rules/auth';

export type ChannelKind = 'Listen' | 'Write';

export interface WebChannelOptions extends SessionLimits {
  /** A session with no back channel and no requests for this long is dropped. */
  idleTimeoutMs: number;
}

export const DEFAULT_WEBCHANNEL_OPTIONS: WebChannelOptions = {
  maxQueuedArrays: 10_000,
  maxQueuedBytes: 32 * 1024 * 1024,
  longPollMs: 25_000,
  keepAliveMs: 20_000,
  streamMaxMs: 120_000,
  idleTimeoutMs: 60_000,
};

interface Entry {
  session: WebChannelSession;
  stream: ListenStream | WriteStream;
  /** After a stream error the SDK abandons the session; later messages are ignored. */
  failed: boolean;
}

/** Protocol version 8 handshake reply: ["c", session id, host prefix, version, server version, keep-alive ms]. */
function handshakeReply(sid: string): string {
  return frame([[0, ['c', sid, '', 8, 14, 30000]]]);
}

/**
 * Serves `/google.firestore.v1.Firestore/{Listen,Write}/channel`: the WebChannel transport the
 * browser SDK uses for its streams. Each session wraps one Listen or Write stream.
 */
export class WebChannelServer {
  private readonly sessions = new Map<string, Entry>();
  private readonly reaper: NodeJS.Timeout;

  constructor(
    private readonly api: FirestoreApi,
    private readonly options: WebChannelOptions,
    private readonly log: (msg: string) => void,
  ) {
    this.reaper = setInterval(() => this.reapIdle(), Math.min(options.idleTimeoutMs / 2, 10_000));
    this.reaper.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  handle(
    kind: ChannelKind,
    req: IncomingMessage,
    res: ServerResponse,
    params: URLSearchParams,
    body: string,
  ): void {
    const sid = params.get('SID');
    if (req.method === 'GET') return this.backChannel(res, sid, params);
    if (params.get('TYPE') === 'terminate') {
      if (sid) this.drop(sid);
      res.writeHead(200).end();
      return;
    }
    if (!sid) return this.handshake(kind, res, body);
    const entry = this.sessions.get(sid);
    if (!entry) return unknownSession(res);
    entry.session.lastActivity = Date.now();
    entry.session.acknowledge(Number(params.get('AID')));
    this.deliver(entry, parseForwardBody(body).messages);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(frame([1, entry.session.lastQueuedArrayId, entry.session.outstandingBytes]));
  }

  close(): void {
    clearInterval(this.reaper);
    for (const sid of [...this.sessions.keys()]) this.drop(sid);
  }

  private handshake(kind: ChannelKind, res: ServerResponse, body: string): void {
    const forward = parseForwardBody(body);
    const sid = randomBytes(12).toString('base64url');
    const session = new WebChannelSession(sid, this.options, (s) => {
      this.log(`WebChannel session ${s.id} dropped: too many unacknowledged messages`);
      this.drop(s.id);
    });
    const identity = identityFromAuthorization(forward.headers.authorization);
    const send = (response: Record<string, unknown>) => session.push(response);
    const stream =
      kind === 'Listen'
        ? new ListenStream(this.api, identity, send)
        : new WriteStream(this.api, identity, send);
    const entry: Entry = { session, stream, failed: false };
    this.sessions.set(sid, entry);
    this.deliver(entry, forward.messages);
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'X-HTTP-Session-Id': sid });
    res.end(handshakeReply(sid));
  }

  private backChannel(res: ServerResponse, sid: string | null, params: URLSearchParams): void {
    const entry = sid ? this.sessions.get(sid) : undefined;
    if (!entry) return unknownSession(res);
    entry.session.attach(res, Number(params.get('AID')), params.get('CI') === '1');
  }

  private deliver(entry: Entry, messages: { mapId: number; data: unknown }[]): void {
    for (const message of entry.session.dedup.accept(messages)) {
      if (entry.failed) return;
      try {
        entry.stream.handle(message.data as Record<string, unknown>);
      } catch (e) {
        entry.failed = true;
        if (entry.stream instanceof ListenStream) entry.stream.close();
        entry.session.push({ error: statusJson(asFirestoreError(e)) });
      }
    }
  }

  private drop(sid: string): void {
    const entry = this.sessions.get(sid);
    if (!entry) return;
    this.sessions.delete(sid);
    if (entry.stream instanceof ListenStream) entry.stream.close();
    entry.session.close();
  }

  private reapIdle(): void {
    const now = Date.now();
    for (const [sid, entry] of this.sessions) {
      if (
        !entry.session.hasBackChannel &&
        now - entry.session.lastActivity > this.options.idleTimeoutMs
      )
        this.drop(sid);
    }
  }
}

/** The SDK answers a 400 on an unknown session (e.g. after a server restart) by opening a new one. */
function unknownSession(res: ServerResponse): void {
  res.writeHead(400, { 'Content-Type': 'text/plain' });
  res.end('Unknown SID');
}
