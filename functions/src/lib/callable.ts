import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/https';
import {
  CALLABLE_CONTRACTS,
  type CallableName,
  type Edition,
  type RequestOf,
  type ResponseOf,
} from '@curso/common';
import { mapErrors, Refusal } from './errors';
import { validateRequest } from './validation';
import { currentEdition } from '../repositories/editions';

/** Who may call: anyone, any signed-in user, or an administrator (custom claim `admin`). */
export type Access = 'public' | 'signedIn' | 'admin';

interface CallerUid {
  public: string | null;
  signedIn: string;
  admin: string;
}

/** What a handler receives beside its validated data. */
export interface CallContext<A extends Access, E extends boolean = false> {
  /** The caller's uid; `null` only for an anonymous caller of a public callable. */
  uid: CallerUid[A];
  request: CallableRequest;
  /** The edition open for registration, for a callable declared with `edition: true`. */
  edition: E extends true ? Edition : undefined;
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
 * schema of its contract (`invalid-argument` with each field's Spanish message), then hand the
 * handler the typed data; its answer must be the contract's response, and whatever it throws goes
 * through the one error mapping. `refuseUnknown` answers unknown keys with `invalid-argument`
 * instead of dropping them. `edition: true` reads the current edition first: the schema's plan
 * rules are checked against it, and the handler receives it.
 */
export function callable<N extends CallableName, A extends Access, E extends boolean = false>(
  name: N,
  options: {
    access: A;
    refuseUnknown?: boolean;
    secrets?: CallableOptions['secrets'];
    edition?: E;
  },
  handler: (data: RequestOf<N>, context: CallContext<A, E>) => Promise<ResponseOf<N>>,
) {
  const { schema } = CALLABLE_CONTRACTS[name];
  return onCall(
    {
      secrets: options.secrets ?? [],
      // Read when the functions load, from the deployment's .env: a callable refuses any request
      // without a valid App Check token once the site sends them.
      enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true',
    },
    mapErrors(async (request: CallableRequest): Promise<ResponseOf<N>> => {
      const uid = authorize(request, options.access) as CallerUid[A];
      const edition = (options.edition ? await currentEdition() : undefined) as CallContext<
        A,
        E
      >['edition'];
      const data = (await validateRequest(schema, request.data, {
        stripUnknown: !options.refuseUnknown,
        context: edition ? { edition } : undefined,
      })) as RequestOf<N>;
      return handler(data, { uid, request, edition });
    }),
  );
}
