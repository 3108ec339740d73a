import { fieldLabel } from '../io';
import { googleLengths, type GoogleLimit } from '../io/googleLimits';
import { stateSchema } from '../schema';
import type { CardModel, DetailsModule, TextModel } from './cardModel';
import { phoneText } from './clipText';
import { formatDate } from './formatDate';
import { imageModel } from './imageModel';
import { pick } from './localize';
import type { ModelContext } from './modelContext';
import { enumValue, record, text } from './read';

const expiredStates: Readonly<Record<string, string>> = {
  EXPIRED: 'Expired',
  INACTIVE: 'Inactive',
  COMPLETED: 'Completed',
};

const cut = (value: TextModel | null, limit: GoogleLimit): TextModel | null =>
  value && { ...phoneText(value.text, limit), segments: value.segments };

/**
 * The parts of an offer card from the object and its class (embedded, paired, or the edited
 * class with a sample object). Texts Google cuts are cut at its recommended lengths.
 */
export function offerParts(ctx: ModelContext) {
  const { cls, obj, language } = ctx;
  const c = ctx.classAt;
  const pair = (localized: string, plain: string) => {
    const shown = pick(cls?.[localized], cls?.[plain], language);
    const field = text(pick(cls?.[localized], undefined, language)) ? localized : plain;
    return shown ? { text: shown, segments: [...c, field] } : null;
  };
  const title = cut(pair('localizedTitle', 'title'), googleLengths.offerTitle);
  const shortTitle = cut(pair('localizedShortTitle', 'shortTitle'), googleLengths.shortTitle);
  const fullProvider = pair('localizedProvider', 'provider');
  const provider = cut(fullProvider, googleLengths.provider);
  const sampleObject = ctx.sources.objectSegments === null;
  const end = text(record(record(obj?.validTimeInterval)?.end)?.date);
  const validity = end
    ? {
        text: `Expires ${formatDate(end, 'DATE_YEAR', ctx)}`,
        segments: sampleObject ? null : ['validTimeInterval', 'end', 'date'],
      }
    : null;
  const state = enumValue(stateSchema, obj?.state);
  const textModule = (
    heading: string,
    body: { text: string; segments: readonly (string | number)[] } | null,
  ): DetailsModule[] =>
    body ? [{ type: 'text', heading, body: body.text, segments: body.segments }] : [];
  const heroFromObject = record(obj?.heroImage);
  return {
    header: {
      logo: imageModel(cls?.titleImage, [...c, 'titleImage'], language, 'Title image'),
      wideLogo: imageModel(
        cls?.wideTitleImage,
        [...c, 'wideTitleImage'],
        language,
        'Wide title image',
      ),
      issuer: cut(pair('localizedIssuerName', 'issuerName'), googleLengths.issuerName),
    },
    title,
    provider,
    validity,
    expired: state ? (expiredStates[state] ?? null) : null,
    hero: heroFromObject
      ? imageModel(heroFromObject, ['heroImage'], language, 'Hero image')
      : imageModel(cls?.heroImage, [...c, 'heroImage'], language, 'Hero image'),
    lead: [
      ...textModule('From', fullProvider),
      ...textModule('Details', pair('localizedDetails', 'details')),
      ...textModule('Terms', pair('localizedFinePrint', 'finePrint')),
    ],
    list: {
      logo: imageModel(cls?.titleImage, [...c, 'titleImage'], language, 'Title image'),
      // Our choice: the list row is where a "shortened version of the title" fits.
      title: shortTitle ?? title,
      first: provider
        ? { label: '', value: provider.text, segments: provider.segments, missing: null }
        : null,
      second: validity
        ? { label: '', value: validity.text, segments: validity.segments, missing: null }
        : null,
    },
    notes: (cls
      ? []
      : [
          {
            tone: 'warning',
            text: `Class not embedded: add it under “${fieldLabel('offerObject', ['classReference'])}” to see the class’s title, logo, colours and modules. Only the object’s own fields show.`,
          },
        ]) satisfies CardModel['notes'],
  };
}
