import type { ResourceKind } from '../../schema/resources';
import { isRecord, type Segments } from '../walkDocument';

type Json = Readonly<Record<string, unknown>>;

/**
 * What a pass's life is read from: its class and its object, with where each sits in the edited
 * document. The preview passes the classes and sample objects it draws with; the command line
 * reads them from one file (`passPartsOf`).
 */
export interface PassParts {
  kind: ResourceKind;
  cls: Json | undefined;
  /** Where the class sits in the document: [], ['classReference'], or a paired class's prefix. */
  classAt: Segments;
  obj: Json | undefined;
  /** Where the object sits; null when it is sample data (a class previewed on its own). */
  objectAt: Segments | null;
  /** A transit ticket's activation as a wall clock (`YYYY-MM-DDTHH:mm`): sample data, never exported. */
  activatedAt?: string;
}

/** The parts of one document: an offer object with its embedded class, or a class on its own. */
export function passPartsOf(document: unknown, kind: ResourceKind): PassParts {
  const doc = isRecord(document) ? document : {};
  if (kind === 'offerObject') {
    const embedded = doc.classReference;
    return {
      kind,
      cls: isRecord(embedded) ? embedded : undefined,
      classAt: ['classReference'],
      obj: doc,
      objectAt: [],
    };
  }
  return { kind, cls: doc, classAt: [], obj: undefined, objectAt: null };
}

/**
 * The values the dated windows read (windowEvents), by identity: a subset of timelineInputs that a
 * keystroke in a name (which notifications show) leaves alone.
 */
export function windowInputs(parts: PassParts): unknown[] {
  const { cls, obj } = parts;
  return [
    parts.kind,
    cls?.messages,
    cls?.valueAddedModuleData,
    cls?.activationOptions,
    obj?.validTimeInterval,
    obj?.messages,
    obj?.valueAddedModuleData,
    parts.objectAt?.join('/') ?? null,
    parts.classAt.join('/'),
    parts.activatedAt,
  ];
}

/**
 * The values a pass's timeline reads, by identity: a memo keyed on them is derived again only when
 * one of them changed (a keystroke elsewhere in the document keeps them all).
 */
export function timelineInputs(parts: PassParts): unknown[] {
  const { cls, obj } = parts;
  // The windows' inputs, and what the notifications read besides: the names and the settings.
  return [
    ...windowInputs(parts),
    cls?.notifyPreference,
    cls?.title,
    cls?.localizedTitle,
    cls?.issuerName,
    cls?.localizedIssuerName,
    obj?.disableExpirationNotification,
    obj?.notifyPreference,
    obj?.state,
  ];
}
