import { REFERENCE, enumShown, type Finding, type ReadinessRule } from './readinessRule';

/**
 * Google's reference lists each lowerCamelCase value as “Legacy alias for `ACTIVE`. Deprecated.”
 * (https://developers.google.com/wallet/reference/rest/v1/State, and so on for every enumeration
 * that has one); some enumerations have no such alias at all. Export writes the UPPER spelling
 * (docs/decisions.md, Export 4); the fix writes it in the document too. An *_UNSPECIFIED value or
 * one only Google sets is left to google.required and google.setByGoogle, whose fixes replace it.
 */
export const enumSpellingRule: ReadinessRule = {
  id: 'google.enum.legacy',
  title:
    'Enumeration values are in Google’s UPPER_SNAKE_CASE spelling (the lowerCamelCase ones are deprecated legacy aliases)',
  source: `${REFERENCE}/State`,
  also: [`${REFERENCE}/BarcodeType`],
  scope: 'subtree',
  check: ({ visits }) =>
    visits.flatMap(({ node, value, segments }): Finding[] => {
      const info = node.enum;
      if (!info || typeof value !== 'string') return [];
      const upper = info.toUpper[value];
      if (upper === undefined || upper === value) return [];
      if (upper.endsWith('_UNSPECIFIED') || info.setByGoogle.includes(upper)) return [];
      return [
        {
          segments,
          message: `${enumShown(upper)} is written in Google’s legacy spelling, which its reference marks deprecated; export writes the current one`,
          fix: {
            name: 'Write it in Google’s current spelling',
            changes: [{ op: 'replace', segments, value: upper }],
          },
        },
      ];
    }),
};
