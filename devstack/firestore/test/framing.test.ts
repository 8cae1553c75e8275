import { asciiJson, frame, parseFrames } from '../src/webchannel/framing';
import { MapIdDeduplicator, parseForwardBody } from '../src/webchannel/forward';

describe('back-channel framing', () => {
  test('the length prefix counts the characters of ASCII-only JSON', () => {
    expect(frame([[1, ['noop']]])).toBe('14\n[[1,["noop"]]]');
  });

  test('non-ASCII text is escaped so that characters, UTF-16 units and bytes agree', () => {
    const framed = frame({ title: 'C ✓ ünïcode 😀' });
    const [length, json] = [
      Number(framed.slice(0, framed.indexOf('\n'))),
      framed.slice(framed.indexOf('\n') + 1),
    ];
    expect(/^[\x00-\x7f]*$/.test(json)).toBe(true);
    expect(json.length).toBe(length);
    expect(Buffer.byteLength(json, 'utf8')).toBe(length);
    expect(json).toContain('\\u2713');
    expect(json).toContain('\\ud83d\\ude00');
    expect(JSON.parse(json)).toEqual({ title: 'C ✓ ünïcode 😀' });
  });

  test('several frames concatenated parse back in order', () => {
    const text = frame([[1, [{ a: 'ñ' }]]]) + frame([[2, ['noop']]]);
    expect(parseFrames(text)).toEqual([[[1, [{ a: 'ñ' }]]], [[2, ['noop']]]]);
  });

  test('asciiJson leaves plain JSON untouched', () => {
    expect(asciiJson({ a: 1, b: 'x' })).toBe('{"a":1,"b":"x"}');
  });
});

describe('forward channel', () => {
  const body = (ofs: number, messages: unknown[], headers?: string) => {
    const form = new URLSearchParams();
    if (headers) form.set('headers', headers);
    form.set('count', String(messages.length));
    form.set('ofs', String(ofs));
    messages.forEach((m, i) => form.set(`req${i}___data__`, JSON.stringify(m)));
    return form.toString();
  };

  test('parses CRLF-joined headers and numbers messages from ofs', () => {
    const parsed = parseForwardBody(
      body(
        3,
        [{ a: 1 }, { b: 2 }],
        'Authorization:Bearer abc\r\nX-Goog-Api-Client:gl-js/ fire/12\r\n',
      ),
    );
    expect(parsed.headers).toEqual({
      authorization: 'Bearer abc',
      'x-goog-api-client': 'gl-js/ fire/12',
    });
    expect(parsed.messages).toEqual([
      { mapId: 3, data: { a: 1 } },
      { mapId: 4, data: { b: 2 } },
    ]);
  });

  test('a retried POST does not apply the same map ids twice', () => {
    const dedup = new MapIdDeduplicator();
    const first = parseForwardBody(body(0, [{ n: 0 }, { n: 1 }])).messages;
    expect(dedup.accept(first).map((m) => m.mapId)).toEqual([0, 1]);
    expect(dedup.accept(first)).toEqual([]);
    const overlapping = parseForwardBody(body(1, [{ n: 1 }, { n: 2 }])).messages;
    expect(dedup.accept(overlapping).map((m) => m.data)).toEqual([{ n: 2 }]);
  });
});
