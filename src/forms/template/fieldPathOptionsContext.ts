import { createContext, useContext } from 'react';
import type { ResourceKind } from '../../schema';
import type { FieldPathOption } from './fieldPathOptions';

/** The picker's suggestions and the document's kind (which names the paths it does not suggest). */
export interface FieldPathNames {
  options: readonly FieldPathOption[];
  kind: ResourceKind | undefined;
}

/** Computed once per template editor rather than once per picker. */
export const FieldPathOptionsContext = createContext<FieldPathNames>({
  options: [],
  kind: undefined,
});

export const useFieldPathOptions = (): FieldPathNames => useContext(FieldPathOptionsContext);
