/**
 * `editions/{id}/seats/{planKey}`: how many places of a plan with a capacity are taken in the
 * edition, for the back office's overview. A count of the plan's places kept by the functions
 * (`seatsOnPlace`) after each place taken or given back; the places themselves decide.
 */
export interface PlanSeats {
  /** The plan's key. */
  id: string;
  taken: number;
  updated_at: Date;
}

/**
 * `editions/{id}/seats/{planKey}/places/{n}`, `n` from 0 to the capacity less one: one place taken,
 * created once in the transaction that gives it to a registration (whose profile records `n` as
 * its `seat`) and deleted when it is given back. Server-only.
 */
export interface SeatPlace {
  id: string;
  /** Whose registration holds it. */
  uid: string;
  taken_at: Date;
}
