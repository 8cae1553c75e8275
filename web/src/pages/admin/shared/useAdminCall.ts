import { useCallback, useState } from 'react';
import { es } from '@curso/common';
import { callableErrorText } from '../../../data/callableErrorText';
import { useToast } from '../../../components/toast/ToastContext';

/**
 * Runs a back office call: `running` while it is under way, the server's reason as the
 * specification's error toast (`failureTitle`) when it fails. Answers the result, or undefined.
 */
export function useAdminCall(failureTitle: string) {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setRunning(true);
      try {
        return await call();
      } catch (error) {
        const description = callableErrorText(error, es.errors.internal);
        toast({ title: failureTitle, description, variant: 'destructive' });
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [toast, failureTitle],
  );
  return { run, running };
}
