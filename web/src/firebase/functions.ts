import { FUNCTIONS_REGION } from '@curso/common';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { firebaseApp } from './app';
import { appCheckReady } from './appCheck';
import { env } from './env';

const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.emulators.functionsHost, env.emulators.functionsPort);
}

/**
 * Calls the callable `name`, with the signed-in user's ID token (the SDK finds Auth also when Auth
 * loads after this module) and, once App Check is ready, its token.
 */
export async function callFunction<Request, Response>(
  name: string,
  request: Request,
): Promise<Response> {
  await appCheckReady;
  return (await httpsCallable<Request, Response>(functions, name)(request)).data;
}
