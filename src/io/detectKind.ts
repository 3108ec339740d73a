import type { ResourceKind } from '../schema/resources';
import { quote } from './describeValue';

export type DetectedKind = { kind: ResourceKind } | { kind: null; reason: string };

const TRANSIT_ONLY = new Set([
  'transitType',
  'transitOperatorName',
  'logo',
  'wideLogo',
  'watermark',
  'enableSingleLegItinerary',
  'activationOptions',
  'languageOverride',
]);

// Fields of a transit *object*: such a file has a classId too, but it is no resource of ours.
const TRANSIT_OBJECT_ONLY = new Set([
  'tripType',
  'tripId',
  'ticketLeg',
  'ticketLegs',
  'ticketNumber',
  'passengerType',
  'passengerNames',
  'purchaseDetails',
  'ticketRestrictions',
  'ticketStatus',
  'concessionCategory',
]);

const KIND_VALUES: Readonly<Record<string, ResourceKind>> = {
  'walletobjects#offerObject': 'offerObject',
  'walletobjects#transitClass': 'transitClass',
};

const isTransitOnly = (key: string) =>
  TRANSIT_ONLY.has(key) || (key.startsWith('custom') && key.endsWith('Label'));

/**
 * Which resource a parsed document is, from the evidence DECISIONS.md "Resource kinds" lists:
 * `kind`, a `classId`, transit-only fields. Conflicting or missing evidence is never guessed.
 */
export function detectKind(value: unknown): DetectedKind {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      kind: null,
      reason:
        'The document is not a JSON object, so it is neither a transit class nor an offer object',
    };
  }
  const record = value as Record<string, unknown>;
  const objectKey = Object.keys(record).find((key) => TRANSIT_OBJECT_ONLY.has(key));
  if (objectKey) {
    return {
      kind: null,
      reason: `This looks like a transit object (it has ${quote(objectKey)}); Pass Studio edits transit classes and offer objects`,
    };
  }
  const evidence: { kind: ResourceKind; why: string }[] = [];
  if (typeof record.kind === 'string') {
    const fromKind = KIND_VALUES[record.kind];
    if (!fromKind) {
      return {
        kind: null,
        reason: `“kind” is ${quote(record.kind)}; Pass Studio edits transit classes and offer objects only`,
      };
    }
    evidence.push({ kind: fromKind, why: `“kind” is ${quote(record.kind)}` });
  }
  if ('classId' in record) evidence.push({ kind: 'offerObject', why: 'it has a “classId”' });
  const transitKey = Object.keys(record).find(isTransitOnly);
  if (transitKey) {
    evidence.push({
      kind: 'transitClass',
      why: `it has ${quote(transitKey)}, a transit class field`,
    });
  }
  const offer = evidence.find((e) => e.kind === 'offerObject');
  const transit = evidence.find((e) => e.kind === 'transitClass');
  if (offer && transit) {
    return {
      kind: null,
      reason: `The kind is ambiguous: ${offer.why} (offer object), but ${transit.why}; choose the kind`,
    };
  }
  const decided = offer ?? transit;
  if (decided) return { kind: decided.kind };
  return {
    kind: null,
    reason:
      'Nothing in the document says whether it is a transit class or an offer object; choose the kind',
  };
}
