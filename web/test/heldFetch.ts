/**
 * Makes every `fetch` of the tests in the calling `describe` (or file) wait until the test answers
 * it: `answer(response)` settles the latest request, as `/edition.json` arriving late would.
 */
export function heldFetch(): { answer: (response: Response) => void } {
  let settle: ((response: Response) => void) | undefined;
  beforeEach(() => {
    global.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          settle = resolve;
        }),
    );
  });
  afterEach(() => {
    delete (global as { fetch?: typeof fetch }).fetch;
  });
  return {
    answer: (response) => {
      if (!settle) throw new Error('No fetch is waiting for an answer');
      settle(response);
    },
  };
}
