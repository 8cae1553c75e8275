import { useCallback, useState } from 'react';
import { es } from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { useToast } from '../../../components/toast/ToastContext';

const serverReason = (error: unknown) => callableErrorText(error, es.errors.internal);

/**
 * Runs a back office call: `running` while it is under way, the server's reason (or what
 * `describe` makes of the failure) as the specification's error toast (`failureTitle`) when it
 * fails. Answers the result, or undefined.
 */
export function useAdminCall(
  failureTitle: string,
  describe: (error: unknown) => string = serverReason,
) {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setRunning(true);
      try {
        return await call();
      } catch (error) {
        toast({ title: failureTitle, description: describe(error), variant: 'destructive' });
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [toast, failureTitle, describe],
  );
  return { run, running };
}
