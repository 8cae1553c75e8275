import { createContext, useContext } from 'react';

/** An administrator viewing the site as another user. */
export interface Impersonation {
  adminUid: string;
  userId: string;
  email: string;
  /** First and last name of the viewed user (their email when they have none). */
  name: string;
  /** Epoch milliseconds on this device's clock, which also runs the 30-minute countdown. */
  startedAt: number;
}

export interface ImpersonationApi {
  /** Only set while the administrator who started it is the one signed in. */
  current: Impersonation | null;
  /**
   * "Ver como usuario": checks with the server, then opens the dashboard as that user. A refusal
   * other than the authorization error is a toast titled `failureTitle` ("Error" by default).
   */
  start(userId: string, failureTitle?: string): Promise<void>;
  /** "Volver a Admin", or the 30 minutes are over: records the end and returns to `/admin`. */
  stop(reason?: 'manual' | 'expired'): Promise<void>;
}

const idle: ImpersonationApi = {
  current: null,
  start: async () => undefined,
  stop: async () => undefined,
};

export const ImpersonationContext = createContext<ImpersonationApi>(idle);

export function useImpersonation(): ImpersonationApi {
  return useContext(ImpersonationContext);
}

/** Whether the gates should treat the administrator as the viewed user. */
export function useImpersonating(): boolean {
  return useContext(ImpersonationContext).current !== null;
}
