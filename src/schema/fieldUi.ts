import { z } from 'zod';

/** Where a field is shown in the editor. The order of each resource's sections is in sections.ts. */
export type SectionId =
  | 'basics'
  | 'images'
  | 'template'
  | 'modules'
  | 'labels'
  | 'behaviour'
  | 'offerClass'
  | 'barcode'
  | 'validity'
  | 'restrictions'
  | 'locations';

/** Widgets a field may ask for by name; the forms' widget registry must know each one. */
export type WidgetHint =
  | 'text'
  | 'multiline'
  | 'color'
  | 'uri'
  | 'secret'
  | 'tokens'
  | 'template'
  | 'languageTag'
  | 'digits';

/** UI metadata of one field: the one place the editor learns labels, help and grouping. */
export interface FieldUi {
  label: string;
  /** One line of help, from the spec or Google's REST reference. */
  help: string;
  /** Top-level fields only: the editor section the field belongs to. */
  section?: SectionId;
  widget?: WidgetHint;
  /** Array fields: what one element is called ("Text module"). */
  itemLabel?: string;
  placeholder?: string;
  /**
   * The key of a sibling ID field: while this field is empty and that ID starts with an issuer ID
   * and a dot, the editor offers that prefix here, taken with one key (an object's Class ID from
   * its Object ID).
   */
  suggestIssuerFrom?: string;
  /** Google sets the field (hasUsers, review): the editor shows its value and never edits it. */
  setByGoogle?: true;
}

/** The UI registry. Kept out of the global registry so none of it leaks into the JSON Schema. */
export const fieldUi = z.registry<FieldUi>();

/** Spec facts that the JSON Schema and the editor both need. Stored in zod's global registry. */
export interface SpecMeta {
  deprecated?: true;
  /** The spec's default: shown to the user, never written into a document. */
  default?: unknown;
}

/**
 * Attaches UI metadata (and spec metadata) to the outermost schema of a field. Always to a copy:
 * a shared type such as TranslatedString used bare (`defaultValue`) must not carry one field's
 * label into every other place it appears.
 */
export function field<T extends z.ZodType>(schema: T, ui: FieldUi, spec?: SpecMeta): T {
  const described = spec ? schema.meta({ ...spec }) : schema.clone();
  fieldUi.add(described, ui);
  return described;
}

/** The spec's `T | null`: optional, and an explicit null is allowed. */
export function nullable<T extends z.ZodType>(schema: T) {
  return schema.nullable().optional();
}
