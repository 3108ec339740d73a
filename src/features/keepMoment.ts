import { createContext, useContext } from 'react';

/** A moment a feature marks as worth keeping: the shell keeps a version of the document then. */
export type KeepMoment = (moment: 'export' | 'saveLink', note?: string) => Promise<unknown>;

/** The shell's way of keeping a moment; outside a shell that keeps versions, nothing is kept. */
export const KeepMomentContext = createContext<KeepMoment>(() => Promise.resolve(null));

/** `useKeepMoment()('export', filename)` once an export has left the editor. */
export const useKeepMoment = (): KeepMoment => useContext(KeepMomentContext);
