/** A file the page saved on the device: its name and its text as written. */
export interface SavedFile {
  name: string;
  text: string;
}

/**
 * jsdom's Blob has no `text()`; FileReader reads its bytes as a browser would, decoded without
 * dropping a byte-order mark so a test can see it.
 */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          new Uint8Array(reader.result as ArrayBuffer),
        ),
      );
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Catches what `downloadBlob` saves (jsdom cannot save files): each blob URL the page makes and
 * the link it clicks. Call before the page acts; `saved()` answers the files in click order.
 */
export function captureDownloads(): { saved: () => Promise<SavedFile[]> } {
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return {
    saved: () =>
      Promise.all(
        clicked.map(async (link) => ({
          name: link.download,
          text: await readText(blobs.get(link.href) as Blob),
        })),
      ),
  };
}

/** A CSV the back office wrote, as its lines: the BOM that tells Excel it is UTF-8 taken off. */
export function csvLines(text: string): string[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

/**
 * Dates read from the clock at this instant, timers left real: the pages' grids and waits keep
 * working while a file name's date is fixed.
 */
export function freezeDate(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
