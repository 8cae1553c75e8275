import { currentEdition, editionWith } from '../../../../../common/test/fixtures/editions';
import {
  editionFieldsOf,
  editionFormOf,
  formErrorsOf,
} from '../../../../src/pages/admin/editions/editor/editionForm';
import { zonedInput, zonedInstant } from '../../../../src/pages/admin/editions/editor/zonedInput';

/** The instants of what `editionFieldsOf` answers. */
type Fields = { starts_at: Date; ends_at: Date };

describe('the editor form', () => {
  it("reads and writes the times in the edition's zone, whatever the computer's", () => {
    // The tests run in Madrid: an edition in New York shows that the zone is the edition's.
    const newYork = editionWith({ time_zone: 'America/New_York' });
    const form = editionFormOf(newYork);
    expect(form.starts_at).toBe('2027-11-05T03:50');

    const fields = editionFieldsOf({ ...form, starts_at: '2027-11-05T08:50' }, newYork) as Fields;
    expect(fields.starts_at).toEqual(new Date('2027-11-05T12:50:00Z'));
    expect(fields.ends_at).toEqual(newYork.ends_at);
  });

  it('stores 08:50 typed for Madrid as 08:50 Madrid time, summer or winter', () => {
    expect(zonedInstant('2027-11-05T08:50', 'Europe/Madrid')).toEqual(
      new Date('2027-11-05T07:50:00Z'),
    );
    expect(zonedInstant('2027-07-01T08:50', 'Europe/Madrid')).toEqual(
      new Date('2027-07-01T06:50:00Z'),
    );
    expect(zonedInput(new Date('2027-07-01T06:50:00Z'), 'Europe/Madrid')).toBe('2027-07-01T08:50');
    expect(zonedInstant('', 'Europe/Madrid')).toBeNull();
  });

  it('keeps reading the times in the stored zone while the one typed is not a zone', () => {
    const form = editionFormOf(currentEdition);
    const fields = editionFieldsOf({ ...form, time_zone: 'Europe/Nowhere' }, currentEdition);
    expect((fields as Fields).starts_at).toEqual(currentEdition.starts_at);
  });

  it('edits the VAT as a percentage, or the exemption with its reason', () => {
    const exempt = editionWith(
      {},
      { key: 'online', changes: { vat_rate: null, vat_exempt_reason: 'Art. 20.1.9º LIVA' } },
    );
    const form = editionFormOf(exempt);
    const online = form.plans[2];
    expect(online).toMatchObject({
      vat_exempt: true,
      vat_rate: '',
      vat_exempt_reason: 'Art. 20.1.9º LIVA',
    });
    expect(form.plans[3]).toMatchObject({ vat_exempt: false, vat_rate: 21, vat_exempt_reason: '' });
    expect(form.accreditation.attendanceShare).toBe(80);

    const fields = editionFieldsOf(
      { ...form, plans: form.plans.map((plan, i) => (i === 3 ? { ...plan, vat_rate: 10 } : plan)) },
      exempt,
    ) as { plans: { vat_rate: number | null; vat_exempt_reason: string | null }[] };
    expect(fields.plans[2]).toMatchObject({
      vat_rate: null,
      vat_exempt_reason: 'Art. 20.1.9º LIVA',
    });
    expect(fields.plans[3]).toMatchObject({ vat_rate: 0.1, vat_exempt_reason: null });
  });

  it('shows each message under its input: features on their box, a missing VAT on the rate', () => {
    const form = editionFormOf(currentEdition);
    const errors = formErrorsOf(
      {
        'plans[1].features[2]': 'El texto es demasiado largo',
        'plans[2].vat_exempt_reason': 'Indica un tipo de IVA o el motivo legal de la exención',
        plans: 'Solo un plan puede ser el más popular',
      },
      form,
    );
    expect(errors).toEqual({
      plans: [
        undefined,
        { features: 'El texto es demasiado largo' },
        { vat_rate: 'Indica un tipo de IVA o el motivo legal de la exención' },
      ],
    });
    // Once the plans have no message of their own, the list's shows.
    expect(formErrorsOf({ plans: 'Solo un plan puede ser el más popular' }, form)).toEqual({
      plans: 'Solo un plan puede ser el más popular',
    });
  });
});
