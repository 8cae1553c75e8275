import { act, renderHook, waitFor } from '@testing-library/react';
import { onSnapshot } from 'firebase/firestore';
import type { EditionRegistration, Profile } from '@curso/common';
import { isSignedInAdmin } from '../../src/data/session';
import { readClosedRegistrationsPage, readRegistrationsPage } from '../../src/firebase/lite';
import type * as Registrations from '../../src/data/admin/registrations';
import { makeClosedRegistration, makeProfile } from '../dataFakes';

// The pages' tests replace these; here the real ones run over faked reads and listeners.
const { readRegistrationsAhead, useRegistrations } = jest.requireActual<typeof Registrations>(
  '../../src/data/admin/registrations',
);

jest.mock('firebase/firestore', () => ({ onSnapshot: jest.fn() }));
jest.mock('../../src/firebase/lite', () => ({
  readRegistrationsPage: jest.fn(),
  readClosedRegistrationsPage: jest.fn(),
}));
jest.mock('../../src/firebase/refs', () => ({
  registrationsChangedSinceQuery: (editionId: string) => `profiles of ${editionId}`,
  registrationsClosedSinceQuery: (editionId: string) => `closed in ${editionId}`,
}));

type Change = { type: 'added' | 'modified' | 'removed'; doc: { id: string; data(): unknown } };
/** Each listener's callback by its query, to deliver snapshots to. */
const listeners = new Map<string, (snapshot: { docChanges(): Change[] }) => void>();

const change = (type: Change['type'], item: Profile): Change => ({
  type,
  doc: { id: item.id, data: () => item },
});
const deliver = (query: string, ...changes: Change[]) =>
  act(() => listeners.get(query)?.({ docChanges: () => changes }));

beforeEach(() => {
  listeners.clear();
  jest.mocked(onSnapshot).mockImplementation(((query: string, next: never) => {
    listeners.set(query, next);
    return () => undefined;
  }) as never);
});

function pages<T>(items: T[]) {
  return async () => ({ items, last: null });
}

const luis = makeProfile({ id: 'luis', edition_id: '2025', first_name: 'Luis' });
const eva = makeProfile({ id: 'eva', edition_id: '2025', first_name: 'Eva' });

describe('useRegistrations', () => {
  it("reads an earlier edition's profiles and the registrations closed in it, as one list", async () => {
    const evaClosed = makeClosedRegistration({ id: 'eva', email: 'eva.2025@example.com' });
    jest.mocked(readRegistrationsPage).mockImplementation(pages<Profile>([luis]));
    jest
      .mocked(readClosedRegistrationsPage)
      .mockImplementation(pages<EditionRegistration>([evaClosed]));

    const { result } = renderHook(() => useRegistrations({ id: '2024', state: 'finished' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const items = result.current.status === 'ready' ? result.current.items : [];
    expect(items.map((row) => [row.id, row.email, row.closed_at])).toEqual([
      ['luis', luis.email, undefined],
      ['eva', 'eva.2025@example.com', evaClosed.closed_at],
    ]);
    expect(readRegistrationsPage).toHaveBeenCalledWith('2024', 100, null);
  });

  it('reads no closed registrations of the current edition', async () => {
    jest.mocked(readRegistrationsPage).mockImplementation(pages<Profile>([luis]));
    const { result } = renderHook(() => useRegistrations({ id: '2026', state: 'current' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(readClosedRegistrationsPage).not.toHaveBeenCalled();
    expect(listeners.has('closed in 2026')).toBe(false);
  });

  it('lets go of someone who registers for a later edition, even if a page read before brings them', async () => {
    let answer: (page: { items: Profile[]; last: null }) => void = () => undefined;
    jest
      .mocked(readRegistrationsPage)
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    jest.mocked(readClosedRegistrationsPage).mockImplementation(pages<EditionRegistration>([]));

    const { result } = renderHook(() => useRegistrations({ id: '2023', state: 'finished' }));
    deliver('profiles of 2023', change('removed', eva));
    await act(async () => answer({ items: [luis, eva], last: null }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ids = () =>
      (result.current.status === 'ready' ? result.current.items : []).map((p) => p.id);
    expect(ids()).toEqual(['luis']);

    deliver('profiles of 2023', change('modified', { ...luis, first_name: 'Luis Miguel' }));
    expect(result.current.status === 'ready' && result.current.items[0].first_name).toBe(
      'Luis Miguel',
    );
  });

  it('offers the newest registrations while it reads the rest, then all of them', async () => {
    // 100 people, newest first, on the first (small) page; then one more page.
    const newest = Array.from({ length: 100 }, (_, i) =>
      makeProfile({
        id: `p${i}`,
        edition_id: '2027',
        created_at: new Date(Date.UTC(2026, 5, 1) - i * 60_000),
      }),
    );
    const older = makeProfile({
      id: 'older',
      edition_id: '2027',
      created_at: new Date(Date.UTC(2026, 0, 1)),
    });
    let answerRest: (page: { items: Profile[]; last: null }) => void = () => undefined;
    jest
      .mocked(readRegistrationsPage)
      .mockImplementationOnce(async () => ({ items: newest, last: null }))
      .mockImplementationOnce(() => new Promise((resolve) => (answerRest = resolve)));

    const { result } = renderHook(() => useRegistrations({ id: '2027', state: 'current' }));
    await waitFor(() =>
      expect(result.current.status === 'loading' && result.current.newest?.length).toBe(100),
    );
    expect(readRegistrationsPage).toHaveBeenLastCalledWith('2027', 1000, null);

    await act(async () => answerRest({ items: [older], last: null }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const items = result.current.status === 'ready' ? result.current.items : [];
    expect(items).toHaveLength(101);
    expect(items.at(-1)?.id).toBe('older');
  });
});

describe('readRegistrationsAhead', () => {
  it("starts an administrator's read before the page, which then shows it without reading again", async () => {
    jest.mocked(isSignedInAdmin).mockResolvedValue(true);
    jest.mocked(readRegistrationsPage).mockImplementation(pages<Profile>([luis]));

    readRegistrationsAhead({ id: '2028', state: 'current' });
    await waitFor(() => expect(readRegistrationsPage).toHaveBeenCalledWith('2028', 100, null));
    const { result } = renderHook(() => useRegistrations({ id: '2028', state: 'current' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    const items = result.current.status === 'ready' ? result.current.items : [];
    expect(items.map((row) => row.id)).toEqual(['luis']);
    expect(readRegistrationsPage).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing for someone who is not an administrator', async () => {
    jest.mocked(isSignedInAdmin).mockResolvedValue(false);
    readRegistrationsAhead({ id: '2029', state: 'current' });
    // What the read-ahead awaits (the session, its claims) has settled.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(readRegistrationsPage).not.toHaveBeenCalled();
    expect(listeners.has('profiles of 2029')).toBe(false);
  });
});
