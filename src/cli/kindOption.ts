import { isResourceKind, resourceKinds, type ResourceKind } from '../schema/resources';
import { UsageError } from './usage';

export function kindOption(value: string | undefined): ResourceKind | undefined {
  if (value === undefined) return undefined;
  if (!isResourceKind(value)) {
    throw new UsageError(`unknown kind “${value}”; use one of ${resourceKinds.join(', ')}`);
  }
  return value;
}
