import { useCallback, useEffect, useState } from 'react';
import { getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import type { EditionPeriod, EmailLog, EmailStatus, EmailType } from '@curso/common';
import { emailHistoryQuery, type EmailHistoryQueryFilters } from '../../firebase/refs';
import { listenerErrorReason, type CollectionState } from '../collectionState';

/** The global email history's page size: 50 emails a page. */
export const EMAIL_HISTORY_PAGE_SIZE = 50;

/** What the Historial tab searches by; blank or 'all' does not narrow. */
export interface EmailHistoryFilters {
  /** The exact recipient address (compared trimmed and lowercased, as addresses are stored). */
  recipient: string;
  type: EmailType | 'all';
  status: EmailStatus | 'all';
}

/** One page of the global history, and the ways to move between pages or read it again. */
export interface EmailHistory {
  logs: CollectionState<EmailLog>;
  /** 1-based. */
  page: number;
  /** Known exactly: each read asks for one document more than a page. */
  hasNext: boolean;
  next(): void;
  previous(): void;
  /** Reads the page shown again ("Actualizar"). */
  refresh(): void;
  /** Reads the first page again ("Buscar"). */
  search(): void;
}

type Cursor = QueryDocumentSnapshot<EmailLog>;

/** What a read is made of: the normalised filters and the period's bounds, as instants. */
type ReadKey = [EmailHistoryQueryFilters, number, number | null];

interface Position {
  /** The `ReadKey` the query is built from, as JSON. */
  key: string;
  /** The last document of each page before the one shown: "Anterior" pops, "Siguiente" pushes. */
  cursors: Cursor[];
  /** Increases with every read asked for, so an answer that arrives late is recognised. */
  read: number;
}

interface Loaded {
  read: number;
  logs: CollectionState<EmailLog>;
  last?: Cursor;
  hasNext: boolean;
}

const LOADING: CollectionState<EmailLog> = { status: 'loading' };

function queryFilters({ recipient, type, status }: EmailHistoryFilters): EmailHistoryQueryFilters {
  const email = recipient.trim().toLowerCase();
  return {
    ...(email ? { recipient_email: email } : {}),
    ...(type !== 'all' ? { email_type: type } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
}

/**
 * An edition's email history (the Historial tab of Gestión de Emails), newest first, 50 a page,
 * paged with cursors. A one-shot read rather than a listener: the log grows without end and the
 * tab has its own "Actualizar"; new filters or another edition start again at the first page.
 */
export function useEmailHistory(filters: EmailHistoryFilters, period: EditionPeriod): EmailHistory {
  const key = JSON.stringify([
    queryFilters(filters),
    period.from.getTime(),
    period.to?.getTime() ?? null,
  ] satisfies ReadKey);
  const [position, setPosition] = useState<Position>({ key, cursors: [], read: 0 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  if (position.key !== key) {
    setPosition({ key, cursors: [], read: position.read + 1 });
  }

  useEffect(() => {
    let current = true;
    const { key: readKey, cursors, read } = position;
    const [readFilters, from, to] = JSON.parse(readKey) as ReadKey;
    const request = emailHistoryQuery(
      readFilters,
      { from: new Date(from), to: to === null ? null : new Date(to) },
      EMAIL_HISTORY_PAGE_SIZE + 1,
      cursors.at(-1),
    );
    getDocs(request).then(
      (snapshot) => {
        if (!current) return;
        const docs = snapshot.docs.slice(0, EMAIL_HISTORY_PAGE_SIZE);
        setLoaded({
          read,
          logs: { status: 'ready', items: docs.map((doc) => doc.data()) },
          last: docs.at(-1),
          hasNext: snapshot.docs.length > EMAIL_HISTORY_PAGE_SIZE,
        });
      },
      (error: unknown) => {
        if (!current) return;
        setLoaded({
          read,
          logs: { status: 'error', reason: listenerErrorReason(error) },
          hasNext: false,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [position]);

  const shown = loaded?.read === position.read ? loaded : null;
  const last = shown?.last;
  const next = useCallback(() => {
    if (!last) return;
    setPosition((p) => ({ ...p, cursors: [...p.cursors, last], read: p.read + 1 }));
  }, [last]);
  const previous = useCallback(
    () => setPosition((p) => ({ ...p, cursors: p.cursors.slice(0, -1), read: p.read + 1 })),
    [],
  );
  const refresh = useCallback(() => setPosition((p) => ({ ...p, read: p.read + 1 })), []);
  const search = useCallback(
    () => setPosition((p) => ({ ...p, cursors: [], read: p.read + 1 })),
    [],
  );
  return {
    logs: shown?.logs ?? LOADING,
    page: position.cursors.length + 1,
    hasNext: shown?.hasNext ?? false,
    next,
    previous,
    refresh,
    search,
  };
}
