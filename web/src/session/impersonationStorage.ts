import type { Impersonation } from './impersonation';

/**
 * sessionStorage: the impersonation survives a reload of this tab but never leaks into another
 * tab, where the administrator expects to be themselves.
 */
const KEY = 'impersonation';

export function readImpersonation(): Impersonation | null {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(KEY) ?? 'null',
    ) as Partial<Impersonation> | null;
    if (
      !value ||
      typeof value.adminUid !== 'string' ||
      typeof value.userId !== 'string' ||
      typeof value.email !== 'string' ||
      typeof value.name !== 'string' ||
      typeof value.startedAt !== 'number'
    ) {
      return null;
    }
    return value as Impersonation;
  } catch {
    return null;
  }
}

export function saveImpersonation(impersonation: Impersonation): void {
  sessionStorage.setItem(KEY, JSON.stringify(impersonation));
}

export function clearImpersonation(): void {
  sessionStorage.removeItem(KEY);
}
