import type { CallableName, RequestOf, ResponseOf } from '@curso/common';

/** A caller for every callable of the contract map, typed by it. */
export type Callers = {
  [N in CallableName]: (request: RequestOf<N>) => Promise<ResponseOf<N>>;
};

/**
 * Firebase is fetched on the first call, not with the page: the sign-up form and the other pages
 * that only call a function show without downloading it.
 */
async function call(name: string, request: unknown): Promise<unknown> {
  const { callFunction } = await import('../firebase/functions');
  return callFunction(name, request);
}

/**
 * The callables, `api.name(request)`: names, requests and answers come from the contract map in
 * common (`CALLABLE_CONTRACTS`), read here by type only, so no callable needs a line of its own
 * and no schema is downloaded with a page.
 */
export const api = new Proxy({} as Callers, {
  get: (_callers, name) => (request: unknown) => call(String(name), request),
});
