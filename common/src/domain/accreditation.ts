/** Share of a requirement done, as a whole percentage between 0 and 100. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(completed, 0), total) / total) * 100);
}

/** Progress over every requirement together: units done out of all units required. */
export function overallProgressPercent(
  requirements: readonly { completed: number; total: number }[],
): number {
  const done = requirements.reduce(
    (sum, r) => sum + Math.min(Math.max(r.completed, 0), r.total),
    0,
  );
  const total = requirements.reduce((sum, r) => sum + Math.max(r.total, 0), 0);
  return progressPercent(done, total);
}
