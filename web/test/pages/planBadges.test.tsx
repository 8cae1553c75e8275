import { cleanup, screen, within } from '@testing-library/react';
import { planDisplayName } from '@curso/common';
import { currentEdition } from '../../../common/test/fixtures/editions';
import { makeProfile, setProfile, setRegistrations, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';

/** The colour a plan's badge is drawn in: the badge is the element that carries its label. */
function badgeColour(label: HTMLElement): string {
  const colour = getComputedStyle(label).backgroundColor;
  if (!colour) throw new Error(`"${label.textContent}" is not on a badge`);
  return colour;
}

const gridRow = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text)) as HTMLElement;

async function registrationsGrid(plans: readonly string[]) {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations(
    plans.map((plan, i) =>
      makeProfile({ id: `u-${i}`, email: `p${i}@example.com`, plan_name: plan }),
    ),
  );
  await renderRoute('/admin/registrations');
  await screen.findByRole('grid');
}

const PLAN_KEYS = currentEdition.plans.map((plan) => plan.key);
const nameOf = (plan: string) => planDisplayName(currentEdition, plan);

describe('plan badges', () => {
  it("give each of the edition's plans its own colour in the back office", async () => {
    await registrationsGrid(PLAN_KEYS);
    const colours = PLAN_KEYS.map((plan, i) =>
      badgeColour(within(gridRow(`p${i}@example.com`)).getByText(nameOf(plan))),
    );
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(PLAN_KEYS.length);
  });

  it.each(['socio', 'patrocinado_online'])(
    'draw %s in the attendee header as in the back office',
    async (plan) => {
      signedIn();
      setProfile({ access_status: 'aprobado', plan_name: plan });
      await renderRoute('/dashboard');
      const header = screen.getByRole('banner');
      const inHeader = badgeColour(within(header).getByText(nameOf(plan)));
      cleanup();

      await registrationsGrid([plan]);
      const inGrid = badgeColour(within(gridRow('p0@example.com')).getByText(nameOf(plan)));
      expect(inGrid).toBe(inHeader);
    },
  );
});
