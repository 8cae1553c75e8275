import { formatCount, formatText, type BulkCreateUsersResponse, esAdmin } from '@curso/common';
import type { Toast } from '../../../components/toast/ToastContext';

const t = esAdmin.userPage.import;

/** The notice of a finished import: its counts, a warning when some rows failed. */
export function importToast(result: BulkCreateUsersResponse): Toast {
  return {
    title: result.success ? t.doneTitle : t.failed,
    description: formatText(t.done, {
      created: formatCount(t.createdCount, result.usersCreated),
      failed: formatText(t.failedCount, { count: result.usersFailed }),
      total: formatCount(t.processedCount, result.totalProcessed),
    }),
    variant: !result.success ? 'destructive' : result.usersFailed ? 'warning' : 'default',
  };
}
