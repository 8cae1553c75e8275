import { firebaseApp } from './app';
import { env } from './env';

/**
 * App Check, when the deployment configures a reCAPTCHA Enterprise site key: every callable then
 * carries a token Google attests came from this site, and the functions can refuse any other
 * (`ENFORCE_APP_CHECK`). Loaded on demand so a site without it downloads nothing. A debug token
 * lets a developer's browser pass against a real project.
 */
export const appCheckReady: Promise<void> = env.appCheck.siteKey
  ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      if (env.appCheck.debugToken) {
        (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN =
          env.appCheck.debugToken;
      }
      initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(env.appCheck.siteKey!),
        isTokenAutoRefreshEnabled: true,
      });
    })
  : Promise.resolve();
