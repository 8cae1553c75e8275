import type { Identity } from '../rules/auth';

/**
 * Document reads caused by client SDKs, counted the way Firestore bills them, so the project can
 * measure what its screens cost: one read per document a get, query or listener delivers (a query
 * or a new listener that finds nothing still costs one), one per started 1,000 documents an
 * aggregation counts. Privileged traffic (firebase-admin, the functions) is not counted: it is not
 * what the screens cause.
 */
export class ReadMeter {
  private readonly byUid = new Map<string, number>();
  private anonymous = 0;

  /** Adds `reads` for a client; owner traffic is ignored. */
  record(identity: Identity, reads: number): void {
    if (identity.kind === 'owner' || reads <= 0) return;
    if (identity.kind === 'anonymous') this.anonymous += reads;
    else this.byUid.set(identity.uid, (this.byUid.get(identity.uid) ?? 0) + reads);
  }

  /** One read per document found, at least one per query. */
  recordQuery(identity: Identity, documents: number): void {
    this.record(identity, Math.max(1, documents));
  }

  recordAggregation(identity: Identity, documentsCounted: number): void {
    this.record(identity, Math.max(1, Math.ceil(documentsCounted / 1000)));
  }

  snapshot(): { total: number; anonymous: number; byUid: Record<string, number> } {
    const byUid = Object.fromEntries(this.byUid);
    const total = this.anonymous + Object.values(byUid).reduce((sum, n) => sum + n, 0);
    return { total, anonymous: this.anonymous, byUid };
  }

  reset(): void {
    this.byUid.clear();
    this.anonymous = 0;
  }
}
