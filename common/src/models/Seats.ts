/**
 * `editions/{id}/seats/{planKey}`: how many places of a plan with a capacity are taken in the
 * edition. Written only by the functions, in the transaction that takes or gives back a place
 * together with the profile's `seat_held`; the back office reads it live.
 */
export interface PlanSeats {
  /** The plan's key. */
  id: string;
  taken: number;
  updated_at: Date;
}
