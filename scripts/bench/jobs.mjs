// A long action's job on the local stack, followed as the back office follows it.

/** Resolves with the job's document once its task has finished it. */
export function finishedJob(db, jobId) {
  return new Promise((resolve, reject) => {
    const unsubscribe = db.doc(`jobs/${jobId}`).onSnapshot((snap) => {
      if (snap.data()?.status !== 'done') return;
      unsubscribe();
      resolve(snap.data());
    }, reject);
  });
}
