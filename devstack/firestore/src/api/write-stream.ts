import type { FirestoreApi } from './firestore-api';
import type { Identity } from '../rules/auth';

/* eslint-disable @typescript-eslint/no-explicit-any -- requests are proto3 JSON */
type Json = Record<string, any>;

/**
 * One Write stream, independent of transport: the first request names the database and is answered
 * with a stream id and token; each later request commits its writes and answers with a new token.
 * A failed commit throws, and the transport ends the stream with that error, as Firestore does.
 */
export class WriteStream {
  private database?: string;
  private counter = 0;
  private readonly streamId = Math.random().toString(36).slice(2);

  constructor(
    private readonly api: FirestoreApi,
    private readonly identity: Identity,
    private readonly send: (response: Json) => void,
  ) {}

  handle(request: Json): void {
    if (this.database === undefined) {
      this.database = request.database;
      this.send({ streamId: this.streamId, streamToken: this.token() });
      if (!request.writes?.length) return;
    }
    const result = this.api.commit(
      { database: this.database, writes: request.writes ?? [] },
      this.identity,
    );
    this.send({
      streamToken: this.token(),
      commitTime: result.commitTime,
      writeResults: result.writeResults,
    });
  }

  private token(): string {
    return Buffer.from(String(++this.counter)).toString('base64');
  }
}
