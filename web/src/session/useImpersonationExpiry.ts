import { useEffect, useRef } from 'react';
import { impersonationRemainingMs } from '@curso/common';

const EXPIRY_CHECK_MS = 1000;

/** Calls `onExpired` once the 30 minutes from `startedAt` are over, re-rendering nothing before. */
export function useImpersonationExpiry(startedAt: number | undefined, onExpired: () => void) {
  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  }, [onExpired]);
  useEffect(() => {
    if (startedAt === undefined) return;
    const timer = setInterval(() => {
      if (impersonationRemainingMs(new Date(startedAt), new Date()) === 0) {
        clearInterval(timer);
        onExpiredRef.current();
      }
    }, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [startedAt]);
}
