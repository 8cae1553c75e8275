import { createContext, useContext } from 'react';

/** The editor shows a finished edition: history, to be seen and not changed. */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);
