import { callable } from '../lib/callable';
import { admitImport } from '../useCases/importRequests';
import { startJob } from '../useCases/startJob';
import type { ImportInput } from '../useCases/userImport';

/**
 * An imported table of users (CSV or paste): counts it against the administrator's rate limit,
 * records each row on a job, which `userImportTask` works through, and answers at once with its id.
 */
export const bulkCreateUsers = callable(
  'bulkCreateUsers',
  // The rows' plans are checked against the current edition; the task reads it again for its run.
  { access: 'admin', edition: true },
  (request, { uid }) => {
    const { users, jobId, ...emails } = request;
    const seen = new Set<string>();
    const rows = users.map((fields, index) => {
      const duplicate = seen.has(fields.email);
      seen.add(fields.email);
      const input: ImportInput = { fields, emails, duplicate };
      return { id: String(index).padStart(5, '0'), input };
    });
    return startJob({
      jobId,
      kind: 'user_import',
      actor: uid,
      rows,
      withJob: (tx) => admitImport(tx, uid),
    });
  },
);
