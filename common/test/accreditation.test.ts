import {
  ACCREDITATION_REQUIREMENTS,
  CERTIFICATES,
  overallProgressPercent,
  progressPercent,
} from '../src';

describe('progressPercent', () => {
  it.each([
    [8, 12, 67],
    [1, 1, 100],
    [0, 1, 0],
    [13, 12, 100],
    [-1, 12, 0],
    [3, 0, 0],
  ])('%i of %i is %i %%', (completed, total, percent) => {
    expect(progressPercent(completed, total)).toBe(percent);
  });
});

describe('overallProgressPercent', () => {
  it.each([
    [[], 0],
    [[{ completed: 8, total: 12 }], 67],
    [
      [
        { completed: 8, total: 12 },
        { completed: 1, total: 1 },
        { completed: 0, total: 1 },
      ],
      64,
    ],
    [
      [
        { completed: 20, total: 12 },
        { completed: 0, total: 12 },
      ],
      50,
    ],
  ])('%j is %i %%', (requirements, percent) => {
    expect(overallProgressPercent(requirements)).toBe(percent);
  });
});

describe('accreditation sample', () => {
  it('asks for 8 of 12 main sessions, 1 round table and a 70 % exam', () => {
    const [sessions, roundTable, exam] = ACCREDITATION_REQUIREMENTS;
    expect([sessions.completed, sessions.total]).toEqual([8, 12]);
    expect(roundTable.total).toBe(1);
    expect(exam.description).toContain('70%');
  });

  it('offers certificates of 40 and 50 academic hours', () => {
    expect(CERTIFICATES.map((c) => [c.type, c.hours])).toEqual([
      ['participation', 40],
      ['competence', 50],
    ]);
  });
});
