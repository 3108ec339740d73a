import { googleCounts } from '../googleLimits';
import { isRecord } from '../walkDocument';
import { LEVELS, REFERENCE, resourcePage, type ReadinessRule } from './readinessRule';

/**
 * How many of each list Google displays per level (class, object). Card rows: see lint (3).
 * Google's limit of 15 value-added modules cannot be passed: the spec makes valueAddedModuleData
 * one object.
 */
const COUNTS = [
  { key: 'textModulesData', max: googleCounts.textModules.max, noun: 'text modules' },
  { key: 'imageModulesData', max: googleCounts.imageModules.max, noun: 'image modules' },
  { key: 'messages', max: googleCounts.messages.max, noun: 'messages' },
] as const;

export const countRule: ReadinessRule = {
  id: 'google.count',
  title:
    'Counts Google displays or accepts per class and per object: 10 text modules, 1 image module, 10 messages, 3 card rows',
  source: resourcePage('TransitClass'),
  also: [resourcePage('OfferClass'), resourcePage('OfferObject'), `${REFERENCE}/ClassTemplateInfo`],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      const typeName = node.typeName;
      if (!typeName || !LEVELS.has(typeName) || !isRecord(value)) return [];
      return COUNTS.flatMap(({ key, max, noun }) => {
        const list = value[key];
        if (!Array.isArray(list) || list.length <= max) return [];
        const shown = max === 1 ? 'only the first' : `only the first ${max}`;
        return [
          {
            segments: [...segments, key, max],
            message: `${list.length} ${noun}; Google displays ${shown} on the ${typeName === 'OfferObject' ? 'object' : 'class'}, and the rest never show`,
            source: resourcePage(typeName),
          },
        ];
      });
    }),
};
