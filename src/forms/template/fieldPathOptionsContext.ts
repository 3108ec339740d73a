import { createContext, useContext } from 'react';
import type { FieldPathOption } from './fieldPathOptions';

/** The picker's suggestions, computed once per template editor rather than once per picker. */
export const FieldPathOptionsContext = createContext<readonly FieldPathOption[]>([]);

export const useFieldPathOptions = (): readonly FieldPathOption[] =>
  useContext(FieldPathOptionsContext);
