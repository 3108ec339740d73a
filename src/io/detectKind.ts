import { resourceKinds, resourceLabels, type ResourceKind } from '../schema/resources';
import { quote } from './describeValue';
import { aKind, resourceFields } from './resourceFields';

export type DetectedKind =
  | { kind: ResourceKind }
  | {
      kind: null;
      reason: string;
      /** A transit object: no resource of ours, but usable as a transit class's sample trip. */
      transitObject?: true;
    };

// Fields of a transit *object*, a type the spec does not define; such a file has a classId too.
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

const KIND_VALUES: ReadonlyMap<string, ResourceKind> = new Map(
  resourceKinds.map((kind) => [`walletobjects#${kind}`, kind]),
);

/** For each field name that only one kind has (from the schemas), that kind. */
const ONLY_IN: ReadonlyMap<string, ResourceKind> = (() => {
  const keys = resourceKinds.map((kind) => [kind, resourceFields.get(kind) ?? new Set()] as const);
  const only = new Map<string, ResourceKind>();
  for (const [kind, own] of keys) {
    for (const key of own) {
      if (key === 'kind') continue;
      if (keys.every(([other, set]) => other === kind || !set.has(key))) only.set(key, kind);
    }
  }
  return only;
})();

const EDITS = 'Pass Studio edits transit classes, offer classes and offer objects';

/**
 * Which resource a parsed document is, from the evidence docs/decisions.md lists ("Resource kinds"):
 * `kind`, a `classId`, fields only one kind has. Conflicting or missing evidence is never guessed.
 */
export function detectKind(value: unknown): DetectedKind {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: null, reason: `The document is not a JSON object; ${EDITS}` };
  }
  const record = value as Record<string, unknown>;
  const objectKey = Object.keys(record).find((key) => TRANSIT_OBJECT_ONLY.has(key));
  if (objectKey) {
    return {
      kind: null,
      transitObject: true,
      reason: `This looks like a transit object (it has ${quote(objectKey)}); ${EDITS}. Opened next to its transit class, it becomes that class's sample trip`,
    };
  }
  const evidence: { kind: ResourceKind; why: string }[] = [];
  if (typeof record.kind === 'string') {
    const fromKind = KIND_VALUES.get(record.kind);
    if (!fromKind) {
      return { kind: null, reason: `“kind” is ${quote(record.kind)}; ${EDITS}` };
    }
    evidence.push({ kind: fromKind, why: `“kind” is ${quote(record.kind)}` });
  }
  for (const key of Object.keys(record)) {
    const kind = ONLY_IN.get(key);
    if (kind && !evidence.some((e) => e.kind === kind)) {
      evidence.push({ kind, why: `it has ${quote(key)}, ${aKind(kind)} field` });
    }
  }
  const [first, second] = evidence;
  if (first && second) {
    return {
      kind: null,
      reason: `The kind is ambiguous: ${first.why} (${resourceLabels[first.kind].toLowerCase()}), but ${second.why}; choose the kind`,
    };
  }
  if (first) return { kind: first.kind };
  return {
    kind: null,
    reason: `Nothing in the document says whether it is a transit class, an offer class or an offer object; choose the kind`,
  };
}
