/** Who is making a request, as the rules see it. */
export type Identity =
  | { kind: 'owner' }
  | { kind: 'anonymous' }
  | { kind: 'user'; uid: string; token: Record<string, unknown> };

/**
 * Reads the `Authorization` header value. `Bearer owner` is what firebase-admin and the emulator
 * tooling send, and (as on the official emulator) bypasses rules. Any other bearer token is read as
 * a Firebase ID token without verifying its signature: Auth emulator tokens are unsigned (alg none)
 * and this server only ever runs locally. A token that cannot be read means unauthenticated.
 */
export function identityFromAuthorization(header: string | undefined): Identity {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m) return { kind: 'anonymous' };
  const token = m[1].trim();
  if (token === 'owner') return { kind: 'owner' };
  const parts = token.split('.');
  if (parts.length < 2) return { kind: 'anonymous' };
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const uid = claims.user_id ?? claims.sub;
    if (typeof uid !== 'string' || uid === '') return { kind: 'anonymous' };
    return { kind: 'user', uid, token: claims };
  } catch {
    return { kind: 'anonymous' };
  }
}
