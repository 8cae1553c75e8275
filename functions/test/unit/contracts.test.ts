import { CALLABLE_CONTRACTS } from '@curso/common';
import { JOB_TASKS } from '../../src/tasks/queues';
import { SITE_TASK } from '../../src/useCases/sitePublication';

// Read as the runtime reads them: each export loads its function's module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const exported: Record<string, unknown> = require('../../src');

interface Endpoint {
  callableTrigger?: unknown;
  taskQueueTrigger?: unknown;
}
const endpointOf = (fn: unknown) => (fn as { __endpoint?: Endpoint }).__endpoint;
const exportedWith = (trigger: keyof Endpoint) =>
  Object.entries(exported)
    .filter(([, fn]) => Boolean(endpointOf(fn)?.[trigger]))
    .map(([name]) => name)
    .sort();

describe('the callable contract', () => {
  it('names exactly the callables the functions export: none missing, none extra', () => {
    expect(exportedWith('callableTrigger')).toEqual(Object.keys(CALLABLE_CONTRACTS).sort());
  });

  it('queues each kind of job, and the publication of the site, on a task function the functions export, and no other', () => {
    expect(exportedWith('taskQueueTrigger')).toEqual(
      [...Object.values(JOB_TASKS), SITE_TASK].sort(),
    );
  });
});
