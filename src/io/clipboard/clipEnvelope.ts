import type { SectionId } from '../../schema/fieldUi';
import { isResourceKind, type ResourceKind } from '../../schema/resources';
import { resourceSections } from '../../schema/sections';
import { isRecord } from '../walkDocument';

/** The envelope's version: a copy with another one is said to come from another Pass Studio. */
export const CLIP_VERSION = 1;

/** One row of a list, tagged with its spec type ('TextModuleData') and the kind it came from. */
export interface RowClip {
  passStudio: typeof CLIP_VERSION;
  type: string;
  from: ResourceKind;
  value: unknown;
}

/** A section's top-level fields, by key. */
export interface SectionClip {
  passStudio: typeof CLIP_VERSION;
  type: 'section';
  section: SectionId;
  from: ResourceKind;
  value: Record<string, unknown>;
}

export type Clip = RowClip | SectionClip;

export const isSectionClip = (clip: Clip): clip is SectionClip => clip.type === 'section';

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

export const makeRowClip = (from: ResourceKind, type: string, value: unknown): RowClip => ({
  passStudio: CLIP_VERSION,
  type,
  from,
  value,
});

export const makeSectionClip = (
  from: ResourceKind,
  section: SectionId,
  value: Record<string, unknown>,
): SectionClip => ({ passStudio: CLIP_VERSION, type: 'section', section, from, value });

/** The text that goes on the clipboard: pretty, so it reads well when pasted into a text editor. */
export const clipText = (clip: Clip): string => JSON.stringify(clip, null, 2);

const isSection = (from: ResourceKind, section: unknown) =>
  resourceSections[from].some(({ id }) => id === section);

function envelope(value: Record<string, unknown>): ClipRead {
  const { passStudio: version, type, from } = value;
  const foreign = { read: 'foreign', version } as const;
  if (version !== CLIP_VERSION || typeof type !== 'string' || !isResourceKind(from)) return foreign;
  if (!('value' in value)) return foreign;
  if (type !== 'section') return { read: 'clip', clip: makeRowClip(from, type, value.value) };
  if (!isSection(from, value.section) || !isRecord(value.value)) return foreign;
  return {
    read: 'clip',
    clip: makeSectionClip(from, value.section as SectionId, value.value),
  };
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
