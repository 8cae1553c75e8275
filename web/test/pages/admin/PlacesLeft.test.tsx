import { act, render, screen, within } from '@testing-library/react';
import { currentEdition, editionWith } from '../../../../common/test/fixtures/editions';
import { PlacesLeft } from '../../../src/pages/admin/overview/PlacesLeft';
import { setSeats } from '../../dataFakes';

const withCapacities = editionWith({
  plans: currentEdition.plans.map((plan) => ({
    ...plan,
    capacity: { presencial: 150, online: 20 }[plan.key] ?? null,
  })),
});

const row = (plan: string) =>
  within(screen.getByRole('region', { name: 'Plazas disponibles' }))
    .getByText(plan)
    .closest('li');

describe('Plazas disponibles (Panel General)', () => {
  it('shows the places left of each plan with a capacity, and only those', () => {
    setSeats(withCapacities.id, { presencial: 148, online: 20 });
    render(<PlacesLeft edition={withCapacities} />);
    expect(row('Presencial')).toHaveTextContent('2 de 150');
    expect(row('Online')).toHaveTextContent('0 de 20');
    const region = screen.getByRole('region', { name: 'Plazas disponibles' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  });

  it('counts a plan nobody took a place on yet as wholly free, and follows the counters live', () => {
    setSeats(withCapacities.id, {});
    render(<PlacesLeft edition={withCapacities} />);
    expect(row('Presencial')).toHaveTextContent('150 de 150');
    act(() => setSeats(withCapacities.id, { presencial: 1 }));
    expect(row('Presencial')).toHaveTextContent('149 de 150');
  });

  it('shows nothing for an edition whose plans have no capacity', () => {
    const unlimited = editionWith({
      plans: currentEdition.plans.map((plan) => ({ ...plan, capacity: null })),
    });
    const { container } = render(<PlacesLeft edition={unlimited} />);
    expect(container).toBeEmptyDOMElement();
  });
});
