import {
  accreditationProgress,
  certificateValidUntil,
  progressOfRecord,
  overallProgressPercent,
  progressPercent,
  requirementStatus,
  type AccreditationRules,
  type AttendedSession,
} from '../src';
import { currentEdition } from './fixtures/editions';

/** The demo edition's accreditation rules, which every edition's editor starts from. */
const RULES = currentEdition.accreditation;

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

describe('the demo edition’s accreditation rules', () => {
  it('count main sessions and round tables at 80 % attendance', () => {
    expect(RULES.countedKinds).toEqual(['main', 'round_table']);
    expect(RULES.attendanceShare).toBe(0.8);
    expect(RULES.examPassPercent).toBe(70);
  });

  it('ask for 8 of 12 main sessions, 1 round table and the exam', () => {
    expect(RULES.requirements.map((r) => [r.id, r.source.type, r.required, r.offered])).toEqual([
      ['main_sessions', 'attendance', 8, 12],
      ['round_tables', 'attendance', 1, undefined],
      ['exam', 'sample', 1, undefined],
    ]);
  });

  it('give certificates of 40 and 50 hours, valid 3 years, the second also needing the exam', () => {
    expect(RULES.certificates.map((c) => [c.type, c.hours, c.validityYears, c.requires])).toEqual([
      ['participation', 40, 3, ['main_sessions', 'round_tables']],
      ['competence', 50, 3, ['main_sessions', 'round_tables', 'exam']],
    ]);
  });
});

describe('requirementStatus', () => {
  it.each([
    [0, 8, 'pending'],
    [3, 8, 'in_progress'],
    [8, 8, 'completed'],
    [9, 8, 'completed'],
  ] as const)('%i of %i is %s', (done, required, status) => {
    expect(requirementStatus(done, required)).toBe(status);
  });
});

describe('accreditationProgress', () => {
  const sessions = (kind: string, counted: number, notCounted = 0): AttendedSession[] => [
    ...Array.from({ length: counted }, () => ({ kind, counted: true })),
    ...Array.from({ length: notCounted }, () => ({ kind, counted: false })),
  ];
  const summary = (attended: AttendedSession[], rules: AccreditationRules = RULES) => {
    const progress = accreditationProgress(attended, rules);
    return {
      requirements: progress.requirements.map((r) => `${r.id} ${r.done}/${r.required} ${r.met}`),
      certificates: progress.certificates.map((c) => `${c.type} ${c.met}`),
    };
  };

  it.each<[string, AttendedSession[], string[], string[]]>([
    [
      'nothing attended',
      [],
      ['main_sessions 0/8 false', 'round_tables 0/1 false', 'exam 0/1 false'],
      ['participation false', 'competence false'],
    ],
    [
      '8 main sessions and the round table',
      [...sessions('main', 8, 4), ...sessions('round_table', 1)],
      ['main_sessions 8/8 true', 'round_tables 1/1 true', 'exam 0/1 false'],
      ['participation true', 'competence false'],
    ],
    [
      '7 counted main sessions, the rest below 80 %',
      [...sessions('main', 7, 5), ...sessions('round_table', 1)],
      ['main_sessions 7/8 false', 'round_tables 1/1 true', 'exam 0/1 false'],
      ['participation false', 'competence false'],
    ],
    [
      'main sessions without the round table',
      [...sessions('main', 12), ...sessions('round_table', 0, 1)],
      ['main_sessions 12/8 true', 'round_tables 0/1 false', 'exam 0/1 false'],
      ['participation false', 'competence false'],
    ],
    [
      'sessions of kinds that do not count',
      [...sessions('workshop', 10), ...sessions('sponsor', 3), ...sessions('round_table', 1)],
      ['main_sessions 0/8 false', 'round_tables 1/1 true', 'exam 0/1 false'],
      ['participation false', 'competence false'],
    ],
  ])('%s', (_name, attended, requirements, certificates) => {
    expect(summary(attended)).toEqual({ requirements, certificates });
  });

  it('reports the exam as the spec’s sample value, and the certificate needing it as such', () => {
    const progress = accreditationProgress(
      [...sessions('main', 8), ...sessions('round_table', 1)],
      RULES,
    );
    const exam = progress.requirements.find((r) => r.id === 'exam');
    expect(exam).toMatchObject({ source: 'sample', done: 0, required: 1, status: 'pending' });
    expect(progress.requirements.filter((r) => r.source === 'attendance').map((r) => r.id)).toEqual(
      ['main_sessions', 'round_tables'],
    );
    expect(progress.certificates.map((c) => [c.type, c.fromSample])).toEqual([
      ['participation', false],
      ['competence', true],
    ]);
  });

  it('gives what the page writes as "8 de 12 sesiones principales"', () => {
    const [main] = accreditationProgress(sessions('main', 8), RULES).requirements;
    expect(main).toMatchObject({ done: 8, required: 8, offered: 12, status: 'completed' });
  });

  it('follows the rules it is given', () => {
    const rules: AccreditationRules = {
      ...RULES,
      countedKinds: ['main'],
      requirements: RULES.requirements.map((r) =>
        r.source.type === 'sample' ? { ...r, source: { type: 'sample', done: 1 } } : r,
      ),
    };
    expect(summary([...sessions('main', 8), ...sessions('round_table', 1)], rules)).toEqual({
      requirements: ['main_sessions 8/8 true', 'round_tables 0/1 false', 'exam 1/1 true'],
      certificates: ['participation false', 'competence false'],
    });
  });

  it('never meets a certificate that requires an undefined requirement', () => {
    const rules: AccreditationRules = {
      ...RULES,
      requirements: RULES.requirements.filter((r) => r.id !== 'round_tables'),
    };
    const progress = accreditationProgress(sessions('main', 8), rules);
    expect(progress.certificates[0]).toMatchObject({ type: 'participation', met: false });
  });
});

describe('progressOfRecord', () => {
  const attended = (kind: 'main' | 'round_table' | null, counted = true) => ({ kind, counted });

  it('is nothing attended without a record', () => {
    const progress = progressOfRecord(null, RULES);
    expect(progress.requirements.map((r) => r.done)).toEqual([0, 0, 0]);
    expect(progress.certificates.every((c) => !c.met)).toBe(true);
  });

  it('counts the sessions that count, by kind; one outside the programme counts for nothing', () => {
    const sessions = Object.fromEntries([
      ...Array.from({ length: 8 }, (_, i) => [`m${i}`, attended('main')]),
      ['m9', attended('main', false)],
      ['taller', attended(null)],
      ['mesa', attended('round_table')],
    ]);
    const progress = progressOfRecord({ sessions }, RULES);
    expect(progress.requirements.find((r) => r.id === 'main_sessions')).toMatchObject({
      done: 8,
      met: true,
    });
    const [participation, competence] = progress.certificates;
    expect(participation).toMatchObject({ type: 'participation', met: true, fromSample: false });
    // The exam has no data source yet: never met, and said to be a sample.
    expect(competence).toMatchObject({ type: 'competence', met: false, fromSample: true });
  });
});

describe('certificateValidUntil', () => {
  it('adds the validity in whole years, a leap day landing on 1 March', () => {
    expect(certificateValidUntil(new Date('2026-11-23T10:00:00Z'), 3).toISOString()).toBe(
      '2029-11-23T10:00:00.000Z',
    );
    expect(certificateValidUntil(new Date('2028-02-29T10:00:00Z'), 3).toISOString()).toBe(
      '2031-03-01T10:00:00.000Z',
    );
  });
});
