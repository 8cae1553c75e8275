import { courseVenue, EVENT } from '../src';

describe('courseVenue', () => {
  it('is the Barcelona hotel for in-person plans and online otherwise', () => {
    expect(courseVenue('presencial')).toBe(EVENT.inPersonVenue);
    expect(courseVenue('patrocinado_presencial')).toBe(EVENT.inPersonVenue);
    expect(courseVenue('online')).toBe(EVENT.onlineVenue);
    expect(courseVenue('socio')).toBe(EVENT.onlineVenue);
    expect(courseVenue(null)).toBe(EVENT.onlineVenue);
  });
});
