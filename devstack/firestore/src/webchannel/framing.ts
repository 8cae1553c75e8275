/**
 * WebChannel back-channel framing: each chunk is `<length>\n<json>`, where the client measures the
 * length in UTF-16 code units of the decoded text. Escaping every non-ASCII character as \uXXXX
 * makes code units, characters and bytes all the same count, so the length is unambiguous however
 * the client decodes the response.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

/** Frames JSON text that is already ASCII-only (as produced by asciiJson). */
export function frameAscii(json: string): string {
  return `${json.length}\n${json}`;
}

export function frame(value: unknown): string {
  return frameAscii(asciiJson(value));
}

/** Splits a framed stream back into values; used by tests and by nothing on the server path. */
export function parseFrames(text: string): unknown[] {
  const out: unknown[] = [];
  let pos = 0;
  while (pos < text.length) {
    const newline = text.indexOf('\n', pos);
    if (newline < 0) throw new Error(`Truncated frame header at ${pos}`);
    const length = Number(text.slice(pos, newline));
    if (!Number.isInteger(length)) throw new Error(`Bad frame length at ${pos}`);
    const body = text.slice(newline + 1, newline + 1 + length);
    if (body.length !== length) throw new Error(`Truncated frame body at ${pos}`);
    out.push(JSON.parse(body));
    pos = newline + 1 + length;
  }
  return out;
}
