import { useMemo, useSyncExternalStore } from 'react';
import { onSnapshot, type Query } from 'firebase/firestore';
import type { Edition, EditionRegistration, Profile } from '@curso/common';
import {
  readClosedRegistrationsPage,
  readRegistrationsPage,
  type RegistrationsCursor,
  type RegistrationsPage,
} from '../../firebase/lite';
import { registrationsChangedSinceQuery, registrationsClosedSinceQuery } from '../../firebase/refs';
import { listenerErrorReason, type CollectionState } from '../collectionState';
import { isSignedInAdmin } from '../session';
import { registrationRows, type RegistrationRow } from './registrationRows';

/** Documents per read: large answers stay well within what one response carries quickly. */
const PAGE_SIZE = 1000;
/** The first read is small: its newest registrations are shown while the rest are read. */
const FIRST_PAGE_SIZE = 100;
/** The live tail starts this far back, so a client clock running ahead loses no write. */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;
/** Moving between back office pages keeps the data instead of reading it all again. */
const KEEP_ALIVE_MS = 60 * 1000;

/** Where a store reads its documents: in pages, then followed by what is written since. */
interface Source<T> {
  readPage(size: number, cursor: RegistrationsCursor | null): Promise<RegistrationsPage<T>>;
  changedSince(since: Date): Query<T>;
  /** The document's last write: an older snapshot never replaces a newer one. */
  writtenAt(item: T): Date;
}

interface Store<T> {
  get(): CollectionState<T>;
  subscribe(reader: () => void): () => void;
}

/**
 * Documents shared by all back office pages. A single listener on a whole collection would receive
 * every document again whenever it reconnects, and a slow first answer of thousands of profiles can
 * outlast the connection's patience and start over; so they are read once in pages (plain
 * requests, see firebase/lite.ts) and kept live by a listener on the ones written since, which
 * answers only changes.
 */
function liveStore<T extends { id: string; created_at: Date }>(source: Source<T>): Store<T> {
  let state: CollectionState<T> = { status: 'loading' };
  const readers = new Set<() => void>();
  let stop: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const publish = (next: CollectionState<T>) => {
    state = next;
    readers.forEach((reader) => reader());
  };

  function start(): () => void {
    state = { status: 'loading' };
    const byId = new Map<string, T>();
    // Left the query since the listener started (a person who registered for a later edition):
    // a page read before they left must not bring them back.
    const left = new Set<string>();
    let loaded = false;
    let stopped = false;
    const merge = (item: T) => {
      const known = byId.get(item.id);
      if (!known || source.writtenAt(item) >= source.writtenAt(known)) byId.set(item.id, item);
    };
    const newestFirst = () =>
      [...byId.values()].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    const emit = () => {
      if (!loaded || stopped) return;
      publish({ status: 'ready', items: newestFirst() });
    };
    // A refusal (signed out, claim removed) or an outage ends this run; the next page to subscribe
    // starts a fresh one.
    const fail = (error: unknown) => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      stop = null;
      publish({ status: 'error', reason: listenerErrorReason(error) });
    };
    const unsubscribe: () => void = onSnapshot(
      source.changedSince(new Date(Date.now() - CLOCK_MARGIN_MS)),
      (snapshot) => {
        snapshot.docChanges().forEach(({ type, doc }) => {
          if (type === 'removed') {
            left.add(doc.id);
            byId.delete(doc.id);
          } else {
            left.delete(doc.id);
            merge(doc.data());
          }
        });
        emit();
      },
      fail,
    );
    void (async () => {
      let cursor: RegistrationsCursor | null = null;
      let size = FIRST_PAGE_SIZE;
      for (;;) {
        const page = await source.readPage(size, cursor);
        page.items.filter((item) => !left.has(item.id)).forEach(merge);
        if (page.items.length < size || stopped) break;
        cursor = page.last;
        // Pages come newest first, so the first is the newest of them all: shown once, as
        // drawing a larger part on every page would slow the reading of the rest.
        if (size === FIRST_PAGE_SIZE) publish({ status: 'loading', newest: newestFirst() });
        size = PAGE_SIZE;
      }
      loaded = true;
      emit();
    })().catch(fail);
    return () => {
      stopped = true;
      unsubscribe();
    };
  }

  return {
    get: () => state,
    subscribe(reader: () => void) {
      readers.add(reader);
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      stop ??= start();
      return () => {
        readers.delete(reader);
        if (readers.size) return;
        idleTimer = setTimeout(() => {
          stop?.();
          stop = null;
          state = { status: 'loading' };
        }, KEEP_ALIVE_MS);
      };
    },
  };
}

/** One store per edition and kind, made when a page first asks for it. */
const stores = new Map<string, Store<unknown>>();
function storeOf<T>(key: string, make: () => Store<T>): Store<T> {
  let store = stores.get(key) as Store<T> | undefined;
  if (!store) {
    store = make();
    stores.set(key, store as Store<unknown>);
  }
  return store;
}

const profilesOf = (editionId: string) =>
  storeOf(`profiles/${editionId}`, () =>
    liveStore<Profile>({
      readPage: (size, cursor) => readRegistrationsPage(editionId, size, cursor),
      changedSince: (since) => registrationsChangedSinceQuery(editionId, since),
      writtenAt: (profile) => profile.updated_at,
    }),
  );

const closedOf = (editionId: string) =>
  storeOf(`closed/${editionId}`, () =>
    liveStore<EditionRegistration>({
      readPage: (size, cursor) => readClosedRegistrationsPage(editionId, size, cursor),
      changedSince: (since) => registrationsClosedSinceQuery(editionId, since),
      writtenAt: (registration) => registration.closed_at,
    }),
  );

/** The current edition has no closed registrations: nobody has moved on from it yet. */
const NONE: CollectionState<EditionRegistration> = { status: 'ready', items: [] };
const NONE_CLOSED: Store<EditionRegistration> = {
  get: () => NONE,
  subscribe: () => () => undefined,
};

/** Of an earlier edition, the registrations its people closed by registering for a later one. */
const closedStoreOf = (edition: Pick<Edition, 'id' | 'state'>) =>
  edition.state === 'current' ? NONE_CLOSED : closedOf(edition.id);

/**
 * Starts reading an edition's registrations while the page that shows them is still downloading:
 * the page then joins a read already under way (the stores outlive their last reader by
 * KEEP_ALIVE_MS). Only for an administrator: anyone else is turned away from the back office and
 * would only be refused.
 */
export function readRegistrationsAhead(edition: Pick<Edition, 'id' | 'state'>): void {
  void (async () => {
    if (!(await isSignedInAdmin())) return;
    for (const store of [profilesOf(edition.id), closedStoreOf(edition)]) {
      store.subscribe(() => undefined)();
    }
  })().catch(() => undefined);
}

/**
 * An edition's registrations, newest first, live (the rules allow this to administrators only):
 * the profiles whose latest registration is the edition's and, of an earlier edition, those its
 * people closed by registering for a later one.
 */
export function useRegistrations(
  edition: Pick<Edition, 'id' | 'state'>,
): CollectionState<RegistrationRow> {
  const profiles = profilesOf(edition.id);
  const closed = closedStoreOf(edition);
  const profileState = useSyncExternalStore(profiles.subscribe, profiles.get);
  const closedState = useSyncExternalStore(closed.subscribe, closed.get);
  return useMemo(() => registrationRows(profileState, closedState), [profileState, closedState]);
}
