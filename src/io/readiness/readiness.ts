import type { ResourceKind } from '../../schema/resources';
import { readinessChecks } from '../checks';
import { createChecker } from '../createLinter';
import type { Issue } from '../issue';
import type { ImageMeasurements } from './readinessRule';

/**
 * Google's published rules as warnings, each with its rule id and source. They never make a
 * document invalid: validity is the spec's. Works on any document, valid or not.
 */
export function readiness(
  document: unknown,
  kind: ResourceKind,
  images?: ImageMeasurements,
): Issue[] {
  return createChecker(kind, readinessChecks)(document, { images });
}
