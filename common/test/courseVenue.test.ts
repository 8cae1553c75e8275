import { EVENT, courseVenue, venueText } from '../src';
import { currentEdition, editionWith } from './fixtures/editions';

describe('courseVenue', () => {
  it('is the edition’s venue for in-person plans and online otherwise', () => {
    expect(courseVenue(currentEdition, 'presencial')).toBe('Hotel sede del curso, Barcelona');
    expect(courseVenue(currentEdition, 'patrocinado_presencial')).toBe(venueText(currentEdition));
    expect(courseVenue(currentEdition, ' Presencial ')).toBe(venueText(currentEdition));
    expect(courseVenue(currentEdition, 'online')).toBe(EVENT.onlineVenue);
    expect(courseVenue(currentEdition, 'socio')).toBe(EVENT.onlineVenue);
    expect(courseVenue(currentEdition, null)).toBe(EVENT.onlineVenue);
    expect(courseVenue(currentEdition, 'plan antiguo')).toBe(EVENT.onlineVenue);
  });

  it('follows the edition: its venue, and which plans are in person', () => {
    const madrid = editionWith(
      { venue: { name: 'Palacio de Congresos', address: 'Paseo 1', city: 'Madrid' } },
      { key: 'online', changes: { in_person: true } },
    );
    expect(courseVenue(madrid, 'online')).toBe('Palacio de Congresos, Madrid');
    expect(courseVenue(madrid, 'presencial')).toBe('Palacio de Congresos, Madrid');
    expect(courseVenue(madrid, 'socio')).toBe(EVENT.onlineVenue);
  });
});
