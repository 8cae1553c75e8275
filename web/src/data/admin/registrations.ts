import { useSyncExternalStore } from 'react';
import { onSnapshot } from 'firebase/firestore';
import type { Profile } from '@curso/common';
import { readRegistrationsPage, type RegistrationsCursor } from '../../firebase/lite';
import { registrationsChangedSinceQuery } from '../../firebase/refs';
import { listenerErrorReason, type CollectionState } from '../collectionState';

/** Documents per read: large answers stay well within what one response carries quickly. */
const PAGE_SIZE = 1000;
/** The live tail starts this far back, so a client clock running ahead loses no write. */
const CLOCK_MARGIN_MS = 10 * 60 * 1000;
/** Moving between back office pages keeps the data instead of reading it all again. */
const KEEP_ALIVE_MS = 60 * 1000;

const newer = (a: Profile, b: Profile | undefined) =>
  !b || a.updated_at.getTime() >= b.updated_at.getTime();

/**
 * Every registration, shared by all back office pages. A single listener on the whole collection
 * would receive every document again whenever it reconnects, and a slow first answer of thousands
 * of profiles can outlast the connection's patience and start over; so the profiles are read once
 * in pages (plain requests, see firebase/lite.ts) and kept live by a listener on the ones written since, which answers only changes.
 */
function createRegistrationsStore() {
  let state: CollectionState<Profile> = { status: 'loading' };
  const readers = new Set<() => void>();
  let stop: (() => void) | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const publish = (next: CollectionState<Profile>) => {
    state = next;
    readers.forEach((reader) => reader());
  };

  function start(): () => void {
    state = { status: 'loading' };
    const byId = new Map<string, Profile>();
    let loaded = false;
    let stopped = false;
    const merge = (profile: Profile) => {
      if (newer(profile, byId.get(profile.id))) byId.set(profile.id, profile);
    };
    const emit = () => {
      if (!loaded || stopped) return;
      const items = [...byId.values()].sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime(),
      );
      publish({ status: 'ready', items });
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
      registrationsChangedSinceQuery(new Date(Date.now() - CLOCK_MARGIN_MS)),
      (snapshot) => {
        snapshot.docChanges().forEach((change) => merge(change.doc.data()));
        emit();
      },
      fail,
    );
    void (async () => {
      let cursor: RegistrationsCursor | null = null;
      for (;;) {
        const page = await readRegistrationsPage(PAGE_SIZE, cursor);
        page.profiles.forEach(merge);
        if (page.profiles.length < PAGE_SIZE || stopped) break;
        cursor = page.last;
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

const registrations = createRegistrationsStore();

/** Every profile, newest registration first, live (the rules allow this to administrators only). */
export function useRegistrations(): CollectionState<Profile> {
  return useSyncExternalStore(registrations.subscribe, registrations.get);
}
