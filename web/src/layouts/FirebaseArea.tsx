import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '../firebase/FirebaseProviders';
import { ImpersonationProvider } from '../session/ImpersonationProvider';

/**
 * Every page that knows who is signed in or reads data: Firebase Auth and Firestore, and the
 * impersonation that depends on them. Loaded on demand, so the home page and the sign-up form
 * download neither.
 */
export function FirebaseArea() {
  return (
    <FirebaseProviders>
      <ImpersonationProvider>
        <Outlet />
      </ImpersonationProvider>
    </FirebaseProviders>
  );
}
