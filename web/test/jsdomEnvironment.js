import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the Fetch and encoding APIs that browsers have and jsdom lacks (react-router's data
 * router builds `Request`s; common's ICS builder uses `TextEncoder`; the charts use
 * `structuredClone`). AbortController comes along so the signals react-router passes are the ones
 * Node's `Request` accepts.
 */
export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      TextEncoder,
      TextDecoder,
      Request,
      Response,
      Headers,
      FormData,
      ReadableStream,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}
