import type { ServerResponse } from 'node:http';
import { asciiJson, frameAscii } from './framing';
import { MapIdDeduplicator } from './forward';

/* eslint-disable @typescript-eslint/no-explicit-any -- payloads are proto3 JSON */
type Json = Record<string, any>;

export interface SessionLimits {
  /** Unacknowledged arrays kept for resending; beyond this the session is dropped and the client reconnects. */
  maxQueuedArrays: number;
  maxQueuedBytes: number;
  /** A long-poll GET is answered (with a noop if nothing else) after this long. */
  longPollMs: number;
  /** A streaming GET gets a noop this often so that idle connections stay open. */
  keepAliveMs: number;
  /**
   * A streaming GET is ended after this long. The client opens the next one with its latest `AID`,
   * which is what lets the queue of unacknowledged arrays shrink on a quiet, long-lived listener.
   */
  streamMaxMs: number;
}

interface QueuedArray {
  id: number;
  /** `[id,[payload]]` as ASCII JSON, ready to be joined into a frame. */
  text: string;
}

interface BackChannel {
  res: ServerResponse;
  longPoll: boolean;
  timers: NodeJS.Timeout[];
}

/**
 * A WebChannel session: the arrays queued for the client until it acknowledges them (`AID`), the
 * back channel GET currently attached (streaming or long-polling), and de-duplication of forward
 * messages. Array 0 is the handshake reply, so payloads are numbered from 1.
 */
export class WebChannelSession {
  readonly dedup = new MapIdDeduplicator();
  lastActivity = Date.now();
  closed = false;
  private nextArrayId = 1;
  private queue: QueuedArray[] = [];
  private queuedBytes = 0;
  private backChannel?: BackChannel;

  constructor(
    readonly id: string,
    private readonly limits: SessionLimits,
    private readonly onOverflow: (session: WebChannelSession) => void,
  ) {}

  get lastQueuedArrayId(): number {
    return this.nextArrayId - 1;
  }

  get outstandingBytes(): number {
    return this.queuedBytes;
  }

  get hasBackChannel(): boolean {
    return this.backChannel !== undefined;
  }

  push(payload: Json | string): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    const text = asciiJson([id, [payload]]);
    this.queue.push({ id, text });
    this.queuedBytes += text.length;
    if (
      this.queue.length > this.limits.maxQueuedArrays ||
      this.queuedBytes > this.limits.maxQueuedBytes
    ) {
      this.onOverflow(this);
      return;
    }
    this.flush([{ id, text }]);
  }

  acknowledge(aid: number): void {
    if (!Number.isFinite(aid)) return;
    while (this.queue.length && this.queue[0].id <= aid)
      this.queuedBytes -= this.queue.shift()!.text.length;
  }

  /** Attaches a back-channel GET: resends whatever the client has not acknowledged. */
  attach(res: ServerResponse, aid: number, longPoll: boolean): void {
    this.acknowledge(aid);
    this.detach(true);
    this.lastActivity = Date.now();
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    const timers = longPoll
      ? [setTimeout(() => this.push('noop'), this.limits.longPollMs)]
      : [
          setInterval(() => this.push('noop'), this.limits.keepAliveMs),
          setTimeout(() => this.detach(true), this.limits.streamMaxMs),
        ];
    this.backChannel = { res, longPoll, timers };
    res.on('close', () => {
      if (this.backChannel?.res === res) this.detach(false);
    });
    if (this.queue.length) this.flush(this.queue);
    // The SDK treats a silent streaming GET as a buffering proxy and falls back to long polling.
    else if (!longPoll) this.push('noop');
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.detach(true);
    this.queue = [];
    this.queuedBytes = 0;
  }

  private flush(arrays: QueuedArray[]): void {
    const channel = this.backChannel;
    if (!channel || arrays.length === 0) return;
    channel.res.write(frameAscii(`[${arrays.map((a) => a.text).join(',')}]`));
    if (channel.longPoll) this.detach(true);
  }

  private detach(end: boolean): void {
    const channel = this.backChannel;
    if (!channel) return;
    for (const timer of channel.timers) clearTimeout(timer);
    this.backChannel = undefined;
    this.lastActivity = Date.now();
    if (end && !channel.res.writableEnded) channel.res.end();
  }
}
