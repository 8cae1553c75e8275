import type { Request } from 'express';

/**
 * The address a request came from. Google's front end appends the address it saw to
 * X-Forwarded-For, after anything the client wrote there itself, so only the last entry can be
 * trusted; without the header (the emulator), the socket's address.
 */
export function clientAddress(request: Pick<Request, 'headers' | 'ip' | 'socket'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.at(-1) ?? request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}
