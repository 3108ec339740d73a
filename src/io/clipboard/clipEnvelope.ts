import type { SectionId } from '../../schema/fieldUi';
import { isResourceKind, type ResourceKind } from '../../schema/resources';
import { resourceSections } from '../../schema/sections';
import { isRecord } from '../walkDocument';

/** The envelope's version: a copy with another one is said to come from another Pass Studio. */
export const CLIP_VERSION = 1;

const SECTION = 'section:';

/**
 * What Pass Studio puts on the clipboard: a row tagged with what it is (`textModule`,
 * `message`, `cardRow`) or a section's top-level fields by key (`section:modules`), and the kind
 * of document it came from.
 */
export interface Clip {
  passStudio: typeof CLIP_VERSION;
  type: string;
  from: ResourceKind;
  value: unknown;
}

/** What the clipboard's text turned out to be. */
export type ClipRead =
  | { read: 'empty' }
  /** Text that is not JSON. */
  | { read: 'text' }
  /** Pass Studio's envelope from another version, or one that lost its parts. */
  | { read: 'foreign'; version: unknown }
  | { read: 'clip'; clip: Clip }
  /** Plain JSON: a value copied from a file or the JSON view. */
  | { read: 'plain'; value: unknown };

export const makeRowClip = (from: ResourceKind, type: string, value: unknown): Clip => ({
  passStudio: CLIP_VERSION,
  type,
  from,
  value,
});

export const makeSectionClip = (
  from: ResourceKind,
  section: SectionId,
  value: Record<string, unknown>,
): Clip => makeRowClip(from, `${SECTION}${section}`, value);

/** The section a clip holds, or undefined for a row. */
export const clipSection = (clip: Clip): SectionId | undefined =>
  clip.type.startsWith(SECTION) ? (clip.type.slice(SECTION.length) as SectionId) : undefined;

/** The text that goes on the clipboard: pretty, so it reads well when pasted into a text editor. */
export const clipText = (clip: Clip): string => JSON.stringify(clip, null, 2);

const isSectionOf = (from: ResourceKind, section: string) =>
  resourceSections[from].some(({ id }) => id === section);

function envelope(value: Record<string, unknown>): ClipRead {
  const { passStudio: version, type, from } = value;
  const foreign = { read: 'foreign', version } as const;
  if (version !== CLIP_VERSION || typeof type !== 'string' || !isResourceKind(from)) return foreign;
  if (!('value' in value)) return foreign;
  const clip = makeRowClip(from, type, value.value);
  const section = clipSection(clip);
  if (section !== undefined && !(isSectionOf(from, section) && isRecord(clip.value))) {
    return foreign;
  }
  return { read: 'clip', clip };
}

/** Reads the clipboard's text: Pass Studio's envelope, plain JSON, other text or nothing. */
export function readClip(text: string): ClipRead {
  if (text.trim() === '') return { read: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON, or nested deeper than the engine can parse.
    return { read: 'text' };
  }
  if (isRecord(value) && 'passStudio' in value) return envelope(value);
  return { read: 'plain', value };
}
