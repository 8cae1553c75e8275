// What Firestore bills for a page's listeners, counted on the client from the Listen streams the
// page received: one read per document a listener delivers (added or changed), plus one for a query
// answer that delivers no documents. Removals and deletions are free.

/**
 * Runs in the page before its own scripts: keeps a copy of every Listen stream's text. The web SDK
 * reads its WebChannel streams with fetch, so the copy is a tee of those response bodies.
 */
export function captureListenStreams() {
  const streams = [];
  window.__listenStreams = streams;
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input.url;
    const method = init?.method ?? (typeof input === 'string' ? 'GET' : input.method);
    if (url.includes('/Listen/channel') && method === 'GET' && response.body) {
      const index = streams.push('') - 1;
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          streams[index] += decoder.decode(value, { stream: true });
        }
      })();
    }
    return response;
  };
}

/** The JSON arrays of a WebChannel stream: each frame is `<length>\n<array>`. */
export function* frames(text) {
  let at = 0;
  while (at < text.length) {
    const header = /^(\d+)\n/.exec(text.slice(at, at + 12));
    if (!header) return;
    const start = at + header[0].length;
    const end = closingBracket(text, start);
    if (end < 0) return;
    yield JSON.parse(text.slice(start, end + 1));
    at = end + 1;
  }
}

/** Index of the bracket that closes the array opening at `start`, or -1 if the text ends first. */
function closingBracket(text, start) {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') depth += 1;
    else if (ch === ']' || ch === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Each Listen message of a stream, in order. */
function* messages(text) {
  for (const frame of frames(text)) {
    if (!Array.isArray(frame)) continue;
    for (const entry of frame) yield* Array.isArray(entry?.[1]) ? entry[1] : [];
  }
}

/**
 * Billed document reads in the captured Listen streams. The emulator answers every change with a
 * RESET of the target and the whole result again, where Firestore sends only what changed; so a
 * document counts when a target receives it for the first time or at a new updateTime, as Firestore
 * would have sent it.
 */
export function billedReads(streams) {
  let reads = 0;
  for (const text of streams) {
    const held = new Map(); // target id → (document name → updateTime)
    const answered = new Set();
    const forget = (name, targets = [...held.keys()]) => {
      for (const target of targets) held.get(target)?.delete(name);
    };
    for (const message of messages(text)) {
      const change = message?.documentChange;
      if (change) {
        const { name, updateTime } = change.document;
        for (const target of change.targetIds ?? []) {
          const docs = held.get(target) ?? new Map();
          held.set(target, docs);
          answered.add(target);
          if (docs.get(name) !== updateTime) reads += 1;
          docs.set(name, updateTime);
        }
        forget(name, change.removedTargetIds ?? []);
      }
      const gone = message?.documentDelete ?? message?.documentRemove;
      if (gone) forget(gone.document, gone.removedTargetIds);
      const targetChange = message?.targetChange;
      for (const target of targetChange?.targetIds ?? []) {
        if (targetChange.targetChangeType === 'ADD') answered.delete(target);
        if (targetChange.targetChangeType === 'REMOVE') held.delete(target);
        if (targetChange.targetChangeType === 'CURRENT' && !answered.has(target)) {
          reads += 1;
          answered.add(target);
        }
      }
    }
  }
  return reads;
}
