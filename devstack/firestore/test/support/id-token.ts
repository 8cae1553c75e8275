/** An ID token shaped like the Auth emulator's: unsigned (alg none), claims at the top level. */
export function emulatorIdToken(
  uid: string,
  claims: Record<string, unknown> = {},
  projectId = 'demo-curso-eii',
): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = { alg: 'none', kid: 'fakekid', typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.com`] }, sign_in_provider: 'custom' },
    ...claims,
  };
  return `${encode(header)}.${encode(payload)}.`;
}
