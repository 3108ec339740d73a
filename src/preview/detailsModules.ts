import { safeLinkHref } from '../io';
import { messageTypeSchema } from '../schema';
import type { DetailsModule, FieldModel, LinkModel } from './cardModel';
import { isWithin } from './displayInterval';
import { imageModel } from './imageModel';
import { localize, pick, shownKey } from './localize';
import type { ModelContext } from './modelContext';
import { enumValue, isRecord, list, record, text, type Json, type Segments } from './read';

type Part = { source: Json | undefined; at: Segments };

function imageModules(parts: Part[], ctx: ModelContext): DetailsModule[] {
  // At most one image module each from the class and the object.
  return parts.flatMap(({ source, at }) => {
    const index = list(source?.imageModulesData).findIndex((module) =>
      record(record(module)?.mainImage),
    );
    if (index < 0) return [];
    const segments = [...at, 'imageModulesData', index];
    const image = imageModel(
      record(list(source?.imageModulesData)[index])?.mainImage,
      [...segments, 'mainImage'],
      ctx.language,
      'Image module',
    );
    return image ? [{ type: 'image' as const, image, segments }] : [];
  });
}

function messages(parts: Part[], ctx: ModelContext): DetailsModule[] {
  return parts.flatMap(({ source, at }) =>
    list(source?.messages).flatMap((message, index): DetailsModule[] => {
      const m = record(message);
      if (!m || !isWithin(m.displayInterval, ctx.now)) return [];
      const heading = pick(m.localizedHeader, m.header, ctx.language) ?? '';
      const body = pick(m.localizedBody, m.body, ctx.language) ?? '';
      if (!heading && !body) return [];
      const type = enumValue(messageTypeSchema, m.messageType);
      const notifies = type === 'TEXT_AND_NOTIFY' || type === 'EXPIRATION_NOTIFICATION';
      const field = shownKey(m, body ? 'body' : 'header', ctx.language);
      return [
        { type: 'message', heading, body, notifies, segments: [...at, 'messages', index, field] },
      ];
    }),
  );
}

function textModules(
  parts: Part[],
  ctx: ModelContext,
  shown: ReadonlySet<string>,
): DetailsModule[] {
  return parts.flatMap(({ source, at }) =>
    list(source?.textModulesData)
      .slice(0, 10)
      .flatMap((module, index): DetailsModule[] => {
        const m = record(module);
        const segments = [...at, 'textModulesData', index];
        if (!m || shown.has(segments.join('/'))) return [];
        const heading = pick(m.localizedHeader, m.header, ctx.language) ?? '';
        const body = pick(m.localizedBody, m.body, ctx.language) ?? '';
        const field = shownKey(m, body ? 'body' : 'header', ctx.language);
        return heading || body
          ? [{ type: 'text', heading, body, segments: [...segments, field] }]
          : [];
      }),
  );
}

function links(parts: Part[], ctx: ModelContext): DetailsModule[] {
  const uriLink = (uri: unknown, segments: Segments, fallback: string): LinkModel[] => {
    const u = record(uri);
    const target = text(u?.uri);
    if (!target) return [];
    const label = pick(u?.localizedDescription, u?.description, ctx.language) ?? fallback;
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
  return entries
    .filter(
      ({ module }) => module && isWithin(record(module.viewConstraints)?.displayInterval, ctx.now),
    )
    .sort(
      (a, b) =>
        a.partOrder - b.partOrder || sortIndex(a.module) - sortIndex(b.module) || a.order - b.order,
    )
    .slice(0, 15)
    .map(({ module, segments }) => ({
      type: 'valueAdded' as const,
      heading: localize(module?.header, ctx.language) ?? '',
      body: localize(module?.body, ctx.language) ?? '',
      image: imageModel(
        module?.image,
        [...segments, 'image'],
        ctx.language,
        'Value-added module image',
      ),
      href: safeLinkHref(module?.uri),
      segments,
    }));
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
  if (ctx.kind === 'offerObject') parts.push({ source: ctx.obj, at: [] });
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
