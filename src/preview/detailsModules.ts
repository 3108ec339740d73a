import { safeLinkHref } from '../io';
import { googleCounts, googleLengths, type GoogleLimit } from '../io/googleLimits';
import { messageTypeSchema } from '../schema';
import type { DetailsModule, FieldModel, LinkModel } from './cardModel';
import { clipText } from './clipText';
import { leftOutMark } from './leftOut';
import { isWithin } from './displayInterval';
import { imageModel } from './imageModel';
import { localize, pick, shownKey } from './localize';
import type { ModelContext } from './modelContext';
import { partMemo } from './partMemo';
import { enumValue, isRecord, list, record, text, type Json, type Segments } from './read';

/** A level of modules: the class, and for an offer object the object too (`scope` set then). */
type Part = { source: Json | undefined; at: Segments; scope?: 'class' | 'object' };

/** The first `limit.max` entries of a part's list, then a mark for the rest. */
function capped<T>(
  part: Part,
  field: string,
  limit: GoogleLimit,
  each: (item: unknown, index: number) => T[],
): (T | DetailsModule)[] {
  const items = list(part.source?.[field]);
  const mark = leftOutMark(
    items.length - limit.max,
    limit,
    [...part.at, field, limit.max],
    part.scope,
  );
  return [
    ...items.slice(0, limit.max).flatMap(each),
    ...(mark ? [{ type: 'leftOut' as const, ...mark }] : []),
  ];
}

function imageModules(parts: Part[], ctx: ModelContext): DetailsModule[] {
  // The first module with an image, from the class and from the object; the others are marked.
  return parts.flatMap((part): DetailsModule[] => {
    const withImage = list(part.source?.imageModulesData).flatMap((module, index) =>
      record(record(module)?.mainImage) ? [index] : [],
    );
    const index = withImage[0];
    if (index === undefined) return [];
    const segments = [...part.at, 'imageModulesData', index];
    const image = imageModel(
      record(list(part.source?.imageModulesData)[index])?.mainImage,
      [...segments, 'mainImage'],
      ctx.language,
      'Image module',
    );
    const limit = googleCounts.imageModules;
    const next = withImage[limit.max];
    const mark = leftOutMark(
      withImage.length - limit.max,
      limit,
      next === undefined ? null : [...part.at, 'imageModulesData', next],
      part.scope,
    );
    return [
      ...(image ? [{ type: 'image' as const, image, segments }] : []),
      ...(mark ? [{ type: 'leftOut' as const, ...mark }] : []),
    ];
  });
}

// One remembered part per message and text module object (partMemo): an edit to one module
// derives that module again, not its neighbours.
const messageMemo = partMemo<DetailsModule[]>('message');
const textModuleMemo = partMemo<DetailsModule[]>('textModule');

function messages(parts: Part[], ctx: ModelContext): DetailsModule[] {
  return parts.flatMap((part) =>
    capped(part, 'messages', googleCounts.messages, (message, index) => {
      const m = record(message);
      if (!m || !isWithin(m.displayInterval, ctx.now, ctx.zone)) return [];
      const at = [...part.at, 'messages', index].join('/');
      return messageMemo(m, at, [ctx.language], () => messageModule(m, part.at, index, ctx));
    }),
  );
}

function messageModule(m: Json, at: Segments, index: number, ctx: ModelContext): DetailsModule[] {
  const heading = pick(m.localizedHeader, m.header, ctx.language) ?? '';
  const body = pick(m.localizedBody, m.body, ctx.language) ?? '';
  if (!heading && !body) return [];
  const type = enumValue(messageTypeSchema, m.messageType);
  const notifies = type === 'TEXT_AND_NOTIFY' || type === 'EXPIRATION_NOTIFICATION';
  const field = shownKey(m, body ? 'body' : 'header', ctx.language);
  return [
    { type: 'message', heading, body, notifies, segments: [...at, 'messages', index, field] },
  ];
}

function textModules(
  parts: Part[],
  ctx: ModelContext,
  shown: ReadonlySet<string>,
): DetailsModule[] {
  return parts.flatMap((part) =>
    capped(part, 'textModulesData', googleCounts.textModules, (module, index): DetailsModule[] => {
      const m = record(module);
      const segments = [...part.at, 'textModulesData', index];
      const at = segments.join('/');
      if (!m || shown.has(at)) return [];
      return textModuleMemo(m, at, [ctx.language], () => {
        const heading = pick(m.localizedHeader, m.header, ctx.language) ?? '';
        const body = pick(m.localizedBody, m.body, ctx.language) ?? '';
        const field = shownKey(m, body ? 'body' : 'header', ctx.language);
        return heading || body
          ? [{ type: 'text' as const, heading, body, segments: [...segments, field] }]
          : [];
      });
    }),
  );
}

function links(parts: Part[], ctx: ModelContext): DetailsModule[] {
  const uriLink = (uri: unknown, segments: Segments, fallback: string): LinkModel[] => {
    const u = record(uri);
    const target = text(u?.uri);
    if (!target) return [];
    const description = pick(u?.localizedDescription, u?.description, ctx.language);
    const label = description ? clipText(description, googleLengths.linkDescription.max) : fallback;
    return [{ label, uri: target, href: safeLinkHref(target), segments: [...segments, 'uri'] }];
  };
  const found = parts.flatMap(({ source, at }) =>
    list(record(source?.linksModuleData)?.uris).flatMap((uri, index) =>
      uriLink(uri, [...at, 'linksModuleData', 'uris', index], 'Link'),
    ),
  );
  const cls = parts[0];
  if (cls) {
    found.push(...uriLink(cls.source?.homepageUri, [...cls.at, 'homepageUri'], 'Homepage'));
    found.push(...uriLink(cls.source?.helpUri, [...cls.at, 'helpUri'], 'Help'));
  }
  return found.length ? [{ type: 'links', heading: 'Links', links: found }] : [];
}

function valueAdded(parts: Part[], ctx: ModelContext): DetailsModule[] {
  // Object first (parts are class, object), then by sortIndex with unset last; at most 15.
  const entries = [...parts].reverse().flatMap(({ source, at }, partOrder) => {
    const raw = source?.valueAddedModuleData;
    const modules = Array.isArray(raw)
      ? raw.map((m, i) => [m, [...at, 'valueAddedModuleData', i]] as const)
      : isRecord(raw)
        ? [[raw, [...at, 'valueAddedModuleData']] as const]
        : [];
    return modules.map(([module, segments], order) => ({
      module: record(module),
      segments,
      partOrder,
      order,
    }));
  });
  const sortIndex = (m: Json | undefined) =>
    typeof m?.sortIndex === 'number' ? m.sortIndex : Number.POSITIVE_INFINITY;
  const limit = googleCounts.valueAddedModules;
  const { valueAddedHeader, valueAddedBody } = googleLengths;
  const sorted = entries
    .filter(
      ({ module }) =>
        module && isWithin(record(module.viewConstraints)?.displayInterval, ctx.now, ctx.zone),
    )
    .sort(
      (a, b) =>
        a.partOrder - b.partOrder || sortIndex(a.module) - sortIndex(b.module) || a.order - b.order,
    );
  const mark = leftOutMark(sorted.length - limit.max, limit, sorted[limit.max]?.segments ?? null);
  const shown = sorted.slice(0, limit.max).map(({ module, segments }): DetailsModule => ({
    type: 'valueAdded' as const,
    // "Character limit is 60 (50) and longer strings will be truncated": Google cuts these.
    heading: clipText(localize(module?.header, ctx.language) ?? '', valueAddedHeader.max),
    body: clipText(localize(module?.body, ctx.language) ?? '', valueAddedBody.max),
    image: imageModel(
      module?.image,
      [...segments, 'image'],
      ctx.language,
      'Value-added module image',
    ),
    href: safeLinkHref(module?.uri),
    segments,
  }));
  return mark ? [...shown, { type: 'leftOut', ...mark }] : shown;
}

export interface DetailsInput {
  /** Offer: provider, details and fine print; transit: the sample trip's values. */
  lead: DetailsModule[];
  /** detailsTemplateOverride items, already resolved. */
  templateItems: FieldModel[];
}

/**
 * The details screen, in our documented order: image modules (class, then object), the lead
 * (offer details and terms, or trip details), template items, messages shown at ctx.now, text
 * modules of class and object (those a template item already shows are not repeated), links with
 * homepage and help, then value-added modules.
 */
export function detailsModules(ctx: ModelContext, input: DetailsInput): DetailsModule[] {
  const parts: Part[] = [{ source: ctx.cls, at: ctx.classAt }];
  if (ctx.kind === 'offerObject') {
    parts[0] = { source: ctx.cls, at: ctx.classAt, scope: 'class' };
    parts.push({ source: ctx.obj, at: [], scope: 'object' });
  }
  // Every prefix: an item pointing into a module's body still counts as showing that module.
  const shown = new Set(
    input.templateItems.flatMap(({ segments }) =>
      segments ? segments.map((_, i) => segments.slice(0, i + 1).join('/')) : [],
    ),
  );
  const template: DetailsModule[] = input.templateItems.length
    ? [{ type: 'fields', heading: 'Details', items: input.templateItems, layout: 'list' }]
    : [];
  return [
    ...imageModules(parts, ctx),
    ...input.lead,
    ...template,
    ...messages(parts, ctx),
    ...textModules(parts, ctx, shown),
    ...links(parts, ctx),
    ...valueAdded(parts, ctx),
  ];
}
