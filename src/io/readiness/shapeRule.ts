import { googleShapes } from '../googleShapes';
import { isRecord } from '../walkDocument';
import { LEVELS, type ReadinessRule } from './readinessRule';

const ONE = googleShapes.filter((shape) => shape.spec === 'one');

/**
 * The spec takes one value where Google's API takes a list (docs/decisions.md, "Google's
 * shapes"): valid, exported as the spec says, and refused by Google.
 */
export const shapeRule: ReadinessRule = {
  id: 'google.shape',
  title:
    'Fields whose shape Google’s API does not take: one value-added module (Google takes a list), a class’s one location (a list at Google)',
  source: ONE[0]!.source,
  also: ONE.slice(1).map((shape) => shape.source),
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      if (!LEVELS.has(node.typeName ?? '') || !isRecord(value)) return [];
      return ONE.filter(
        (shape) => shape.on.includes(node.typeName!) && isRecord(value[shape.key]),
      ).map((shape) => {
        const deprecated = node.children?.find((child) => child.key === shape.key)?.deprecated;
        return {
          segments: [...segments, shape.key],
          message: deprecated
            ? `Google’s API takes a list of ${shape.items} here and would refuse this single one; export leaves this deprecated field out, so Google never sees it (and Google no longer uses it for geo notifications)`
            : `Google’s API takes a list of ${shape.items} here and refuses a single one; this spec takes one, and export writes it so. Send it to Google as a list of one, or leave it out`,
          source: shape.source,
        };
      });
    }),
};
