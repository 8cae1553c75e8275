import { EVENT } from '../catalog/event';

const DURATION_MS = EVENT.impersonationMinutes * 60_000;

/** Milliseconds left of an impersonation started at `startedAt` (never below zero). */
export function impersonationRemainingMs(startedAt: Date, now: Date): number {
  return Math.max(0, startedAt.getTime() + DURATION_MS - now.getTime());
}
