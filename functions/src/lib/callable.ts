import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/https';
import type * as yup from 'yup';
import { mapErrors, Refusal } from './errors';
import { validateRequest } from './validation';

/** Imports and mass sends: the longest a callable may run (9 minutes). */
export const BULK_TIMEOUT_SECONDS = 540;

/** Who may call: anyone, any signed-in user, or an administrator (custom claim `admin`). */
export type Access = 'public' | 'signedIn' | 'admin';

interface CallerUid {
  public: string | null;
  signedIn: string;
  admin: string;
}

/** What a handler receives beside its validated data. */
export interface CallContext<A extends Access> {
  /** The caller's uid; `null` only for an anonymous caller of a public callable. */
  uid: CallerUid[A];
  request: CallableRequest;
}

function authorize(request: CallableRequest, access: Access): string | null {
  if (access === 'public') return request.auth?.uid ?? null;
  if (!request.auth) throw new Refusal('unauthenticated', 'unauthenticated');
  if (access === 'admin' && request.auth.token.admin !== true) {
    throw new Refusal('permission-denied', 'permission-denied');
  }
  return request.auth.uid;
}

/**
 * Every callable's preamble, once: authenticate, authorize by claim, validate the request with the
 * shared schema (`invalid-argument` with each field's Spanish message), then hand the handler the
 * typed data; whatever it throws goes through the one error mapping. `refuseUnknown` answers
 * unknown keys with `invalid-argument` instead of dropping them.
 */
export function callable<A extends Access, S extends yup.AnyObjectSchema, R>(
  options: {
    access: A;
    schema: S;
    refuseUnknown?: boolean;
    secrets?: CallableOptions['secrets'];
    /** Bulk work may need more than the default 60 s. */
    timeoutSeconds?: number;
  },
  handler: (data: yup.InferType<S>, context: CallContext<A>) => Promise<R>,
) {
  return onCall(
    {
      secrets: options.secrets ?? [],
      timeoutSeconds: options.timeoutSeconds,
      // Read when the functions load, from the deployment's .env: a callable refuses any request
      // without a valid App Check token once the site sends them.
      enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true',
    },
    mapErrors(async (request: CallableRequest): Promise<R> => {
      const uid = authorize(request, options.access) as CallerUid[A];
      const data = await validateRequest(options.schema, request.data, {
        stripUnknown: !options.refuseUnknown,
      });
      return handler(data, { uid, request });
    }),
  );
}
