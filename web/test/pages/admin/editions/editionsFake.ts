import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';
import type { Edition } from '@curso/common';
import type { CollectionState } from '../../../../src/data/collectionState';
import * as editionsModule from '../../../../src/data/admin/editions';

/**
 * The `editions` listener over a live value (each test file mocks the module): the documents in
 * the query's order, and the current edition's count of registrations.
 */
let state: CollectionState<Edition> = { status: 'ready', items: [] };
const readers = new Set<() => void>();
const subscribe = (reader: () => void) => {
  readers.add(reader);
  return () => readers.delete(reader);
};
const useListed = () => useSyncExternalStore(subscribe, () => state);

function publish(items: Edition[]) {
  state = { status: 'ready', items };
  readers.forEach((reader) => reader());
}

export function setEditions(items: Edition[], { registrations = 0 } = {}): void {
  jest.mocked(editionsModule.useEditions).mockImplementation(useListed);
  jest.mocked(editionsModule.useEditionRegistrationCount).mockImplementation((editionId) => {
    const listed = useListed();
    const edition = listed.status === 'ready' && listed.items.find((e) => e.id === editionId);
    return edition && edition.state === 'current' ? registrations : null;
  });
  publish(items);
}

/** A later snapshot of the editions arriving while the page is shown. */
export function pushEditions(items: Edition[]): void {
  act(() => publish(items));
}
