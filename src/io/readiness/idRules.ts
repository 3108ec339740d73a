import { quote } from '../describeValue';
import { issuerIdOf } from '../issuerIdOf';
import { isRecord } from '../walkDocument';
import { LEVELS, REFERENCE, resourcePage, type ReadinessRule } from './readinessRule';

const ISSUER_ID = /^\d+\.(.+)$/;
const SUFFIX = /^[A-Za-z0-9._-]+$/;

export const idSuffixRule: ReadinessRule = {
  id: 'google.id',
  title: 'The suffix of issuerId.suffix holds only letters, digits, “.”, “_” and “-”',
  source: resourcePage('TransitClass'),
  also: [resourcePage('OfferClass'), resourcePage('OfferObject')],
  scope: 'level',
  check: ({ ofType }) =>
    ofType(...LEVELS).flatMap(({ node, value, segments }) => {
      if (!node.typeName || !LEVELS.has(node.typeName) || !isRecord(value)) return [];
      return (['id', 'classId'] as const).flatMap((key) => {
        const id = value[key];
        // An id not of the form issuerId.suffix at all is lint's (docs/decisions.md, "Editor warnings").
        const suffix = typeof id === 'string' ? ISSUER_ID.exec(id)?.[1] : undefined;
        if (suffix === undefined || SUFFIX.test(suffix)) return [];
        const bad = [...new Set(Array.from(suffix).filter((c) => !SUFFIX.test(c)))]
          .map((c) => `“${c}”`)
          .join(', ');
        return [
          {
            segments: [...segments, key],
            message: `ID suffix ${quote(suffix)} contains ${bad}; Google accepts only letters, digits, “.”, “_” and “-”`,
            source: resourcePage(node.typeName!),
          },
        ];
      });
    }),
};

const MODULE_ID = /^[A-Za-z0-9_-]*$/;

export const textModuleIdRule: ReadinessRule = {
  id: 'google.id.textModule',
  title:
    'Text module ids hold only letters, digits, “_” and “-”: no dots (dots separate the parts of a template fieldPath)',
  source: `${REFERENCE}/TextModuleData`,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('TextModuleData').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'TextModuleData' || !isRecord(value)) return [];
      if (typeof value.id !== 'string' || MODULE_ID.test(value.id)) return [];
      const bad = [...new Set(Array.from(value.id).filter((c) => !MODULE_ID.test(c)))];
      return [
        {
          segments: [...segments, 'id'],
          message: value.id.includes('.')
            ? `Text module ID ${quote(value.id)} contains a dot; Google cannot reference it from a template, where dots separate a field path`
            : `Text module ID ${quote(value.id)} contains ${bad.map((c) => `“${c}”`).join(', ')}; Google takes only letters, digits, “_” and “-” in it`,
        },
      ];
    }),
};

export const issuerRule: ReadinessRule = {
  id: 'google.id.issuer',
  title:
    'An object’s class and linked objects belong to the issuer of its own id (the digits before the first dot)',
  source: resourcePage('OfferObject'),
  scope: 'level',
  check: ({ ofType }) =>
    ofType('OfferObject').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'OfferObject' || !isRecord(value)) return [];
      const own = issuerIdOf(value.id);
      if (own === undefined) return [];
      const classIssuer = issuerIdOf(value.classId);
      const findings =
        classIssuer !== undefined && classIssuer !== own
          ? [
              {
                segments: [...segments, 'classId'],
                message: `Class ID is of issuer ${quote(classIssuer)}, but Object ID of issuer ${quote(own)}; Google takes an object only into a class of its own issuer`,
              },
            ]
          : [];
      const linked = Array.isArray(value.linkedObjectIds) ? value.linkedObjectIds : [];
      linked.forEach((id, index) => {
        const issuer = issuerIdOf(id);
        if (issuer === undefined || issuer === own) return;
        findings.push({
          segments: [...segments, 'linkedObjectIds', index],
          message: `Linked object ${quote(id as string)} is of another issuer than ${quote(own)}; Google says “You cannot link objects belonging to another issuer”`,
        });
      });
      return findings;
    }),
};
