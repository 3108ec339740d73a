import { createContext, useContext } from 'react';
import type { Segments } from './read';

export type SelectPath = (segments: readonly (string | number)[]) => void;

/** The editor's "jump to this field", when the host provides one. */
export const SelectPathContext = createContext<SelectPath | undefined>(undefined);

export function useSelectPath(): SelectPath | undefined {
  return useContext(SelectPathContext);
}

export type { Segments };
