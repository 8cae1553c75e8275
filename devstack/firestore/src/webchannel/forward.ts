/**
 * Forward-channel POST bodies are url-encoded forms:
 * `headers=<CRLF-joined Name:value>&count=N&ofs=K&req0___data__=<json>&req1___data__=…`.
 * Message `reqI` has map id `ofs + I`; a retried POST resends the same ids, so a session keeps the
 * highest id it has applied and drops anything at or below it.
 */
export interface ForwardBody {
  headers: Record<string, string>;
  messages: { mapId: number; data: unknown }[];
}

export function parseForwardBody(body: string): ForwardBody {
  const form = new URLSearchParams(body);
  const headers: Record<string, string> = {};
  for (const line of (form.get('headers') ?? '').split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const count = Number(form.get('count') ?? 0);
  const ofs = Number(form.get('ofs') ?? 0);
  const messages: ForwardBody['messages'] = [];
  for (let i = 0; i < count; i++) {
    const raw = form.get(`req${i}___data__`);
    if (raw === null) continue;
    messages.push({ mapId: ofs + i, data: JSON.parse(raw) });
  }
  return { headers, messages };
}

export class MapIdDeduplicator {
  private lastApplied = -1;

  /** Returns the messages not seen before, in order, and remembers them as applied. */
  accept<T extends { mapId: number }>(messages: T[]): T[] {
    const fresh = messages.filter((m) => m.mapId > this.lastApplied);
    for (const m of fresh) this.lastApplied = Math.max(this.lastApplied, m.mapId);
    return fresh;
  }
}
