import type { AddressInfo } from 'node:net';
import express from 'express';
import { callable } from '../../src/lib/callable';

/** Serves one callable built with ENFORCE_APP_CHECK as given, and calls it without a token. */
async function callWithoutAppCheck(enforce: string | undefined) {
  const before = process.env.ENFORCE_APP_CHECK;
  if (enforce === undefined) delete process.env.ENFORCE_APP_CHECK;
  else process.env.ENFORCE_APP_CHECK = enforce;
  const fn = callable('sendVerificationCode', { access: 'public' }, async () => ({
    success: true as const,
  }));
  if (before === undefined) delete process.env.ENFORCE_APP_CHECK;
  else process.env.ENFORCE_APP_CHECK = before;

  const app = express();
  app.use(express.json());
  // The callable is an HTTPS handler: Express hands it the request as Cloud Functions would.
  app.post('/', (req, res) => fn(req as unknown as Parameters<typeof fn>[0], res));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { email: 'ana@example.com', isLogin: true } }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { result?: unknown; error?: { status: string } },
    };
  } finally {
    server.close();
  }
}

describe('App Check on the callables', () => {
  it('is enforced when the deployment says ENFORCE_APP_CHECK=true: a request without a token is refused', async () => {
    const answer = await callWithoutAppCheck('true');
    expect(answer.status).toBe(401);
    expect(answer.body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('is not enforced otherwise (the offline stack, which cannot reach App Check)', async () => {
    for (const value of [undefined, 'false']) {
      expect(await callWithoutAppCheck(value)).toEqual({
        status: 200,
        body: { result: { success: true } },
      });
    }
  });
});
