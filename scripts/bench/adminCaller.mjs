// An administrator of the local stack calling callables over HTTP, as the web SDK does.
import { URLS } from '../stack.mjs';

/** Creates an administrator and answers a function that calls a callable as them. */
export async function adminCaller(auth, label) {
  const email = `bench.${label}.${Date.now()}@example.com`;
  const user = await auth.createUser({ email, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  const token = await auth.createCustomToken(user.uid, { admin: true });
  const signIn = await fetch(
    `http://${URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const { idToken } = await signIn.json();
  return async (name, data) => {
    const answer = await fetch(`${URLS.functions}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    const body = await answer.json();
    if (body.error) throw new Error(`${name}: ${JSON.stringify(body.error)}`);
    return body.result;
  };
}
