import {
  editionFromJson,
  editionToJson,
  hasCapacity,
  isPlanFull,
  placesLeft,
  withFullPlans,
} from '../src';
import { editionWith, planIn } from './fixtures/editions';

describe('placesLeft and isPlanFull', () => {
  it.each([
    // capacity, taken, places left, full
    [null, 0, null, false],
    [null, 500, null, false],
    [10, 0, 10, false],
    [10, 9, 1, false],
    [10, 10, 0, true],
    // A capacity lowered below what was already sold leaves none, never a negative count.
    [10, 12, 0, true],
    // A counter that went below zero (a hand edit) frees nothing beyond the capacity.
    [10, -3, 10, false],
  ])('capacity %p with %p taken leaves %p (full: %p)', (capacity, taken, left, full) => {
    const plan = { capacity };
    expect(placesLeft(plan, taken)).toBe(left);
    expect(isPlanFull(plan, taken)).toBe(full);
    expect(hasCapacity(plan)).toBe(capacity !== null);
  });

  it('treats a plan stored without the field as unlimited', () => {
    const plan = {} as { capacity: number | null };
    expect(hasCapacity(plan)).toBe(false);
    expect(isPlanFull(plan, 1000)).toBe(false);
  });
});

describe('withFullPlans', () => {
  const edition = editionWith({}, { key: 'presencial', changes: { capacity: 150 } });

  it('marks each plan full or not from the places taken per key', () => {
    const served = withFullPlans(edition, { presencial: 150, online: 3 });
    const full = Object.fromEntries(served.plans.map((plan) => [plan.key, plan.full]));
    expect(full).toEqual(
      Object.fromEntries(edition.plans.map((plan) => [plan.key, plan.key === 'presencial'])),
    );
    expect(withFullPlans(edition, { presencial: 149 }).plans.some((plan) => plan.full)).toBe(false);
  });

  it('changes nothing else, and survives the JSON round trip the landing reads', () => {
    const served = withFullPlans(edition, { presencial: 150 });
    expect({ ...served, plans: served.plans.map(({ full: _f, ...plan }) => plan) }).toEqual(
      edition,
    );
    const read = editionFromJson(JSON.parse(JSON.stringify(editionToJson(served))));
    expect(read).toEqual(served);
    expect(planIn('presencial', read).full).toBe(true);
  });
});
