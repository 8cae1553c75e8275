import { FUNCTIONS_REGION } from '@curso/common';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';

/** The default admin app, created on first use (the emulator and Cloud Run supply the config). */
export function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());

/** The Cloud Tasks queue of a task function (the emulator's when CLOUD_TASKS_EMULATOR_HOST is set). */
export const taskQueue = <Data extends object = { jobId: string }>(functionName: string) =>
  getFunctions(app()).taskQueue<Data>(`locations/${FUNCTIONS_REGION}/functions/${functionName}`);
