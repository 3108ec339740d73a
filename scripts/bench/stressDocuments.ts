// The benchmark's stress documents: the project's samples scaled up to the size of the biggest
// passes designers edit. Pure: the same input gives the same documents.
import { samples } from '../../src/io';
import { transitClassSchema } from '../../src/schema/transitClass';

/** The sizes issue 7 asks for. */
export const stressSize = {
  textModules: 300,
  messages: 50,
  imageModules: 30,
  cardRows: 3,
  detailsItems: 20,
  languages: 10,
} as const;

const languages = ['de', 'fr', 'it', 'es', 'nl', 'pl', 'cs', 'da', 'sv', 'pt'].slice(
  0,
  stressSize.languages,
);

type Json = Record<string, unknown>;

function localized(english: string) {
  return {
    translatedValues: languages.map((language) => ({
      language,
      value: `${english} (${language})`,
    })),
    defaultValue: { language: 'en', value: english },
  };
}

const fieldRef = (path: string) => ({ fields: [{ fieldPath: path }] });
const textRef = (owner: 'class', id: string) => fieldRef(`${owner}.textModulesData['${id}']`);

function textModules(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    header: `Module ${i + 1}`,
    body: `Body of text module ${i + 1}: conditions, hints and times that a big pass carries.`,
    localizedHeader: localized(`Module ${i + 1}`),
    id: `text-${i + 1}`,
  }));
}

function messages(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    header: `Notice ${i + 1}`,
    body: `Message ${i + 1} to every holder of this pass.`,
    displayInterval: {
      start: { date: '2026-05-01T00:00:00+02:00' },
      end: { date: '2026-05-31T23:59:00+02:00' },
    },
    id: `message-${i + 1}`,
    messageType: 'TEXT',
    localizedHeader: localized(`Notice ${i + 1}`),
  }));
}

function imageModules(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    mainImage: {
      sourceUri: { uri: `https://static.example.com/wallet/image-${i + 1}.png` },
      contentDescription: localized(`Picture ${i + 1}`),
    },
    id: `image-${i + 1}`,
  }));
}

function cardRows(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    twoItems: {
      startItem: { firstValue: textRef('class', `text-${2 * i + 1}`) },
      endItem: { firstValue: textRef('class', `text-${2 * i + 2}`) },
    },
  }));
}

function detailsItems(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => ({
    item: { firstValue: textRef('class', `text-${i + 1}`) },
  }));
}

function topUp(existing: unknown, count: number, make: (count: number) => Json[]): Json[] {
  const kept = (Array.isArray(existing) ? existing : []) as Json[];
  return [...kept, ...make(count - kept.length)];
}

/** Scales a class (transit or offer) up; `labelKeys` are the custom labels to translate. */
function scaleClass(base: Json, labelKeys: readonly string[]): Json {
  const template = (base.classTemplateInfo ?? {}) as Json;
  const scaled: Json = {
    ...base,
    classTemplateInfo: {
      ...template,
      cardTemplateOverride: { cardRowTemplateInfos: cardRows(stressSize.cardRows) },
      detailsTemplateOverride: { detailsItemInfos: detailsItems(stressSize.detailsItems) },
    },
    // The sample's own entries stay first, so its template still points at something.
    textModulesData: topUp(base.textModulesData, stressSize.textModules, textModules),
    messages: topUp(base.messages, stressSize.messages, messages),
    imageModulesData: topUp(base.imageModulesData, stressSize.imageModules, imageModules),
  };
  for (const key of labelKeys) scaled[key] = localized(`Label ${key.slice(6, -5)}`);
  return typedIssuer(scaled);
}

/**
 * The plain issuer name is what the benchmark types into and reads in the preview: a localized
 * one would hide it, and on Android a wide logo replaces it.
 */
function typedIssuer(document: Json): Json {
  delete document.localizedIssuerName;
  delete document.wideLogo;
  return document;
}

/** The custom labels of a transit class (customXxxLabel), all 19 of them. */
export const customLabelKeys = Object.keys(transitClassSchema.shape).filter((key) =>
  /^custom\w+Label$/.test(key),
);

/** A transit class with 300 text modules, 50 messages, 30 images and 10-language labels. */
export function stressTransitClass(): Json {
  return scaleClass(structuredClone(samples.transitClass) as Json, customLabelKeys);
}

/** The sizes of the 5 MB document issue 12 asks for. */
export const hugeSize = { textModules: 1_600, messages: 120, languages: 5 } as const;

const longBody = (i: number) =>
  `Notice ${i + 1}: from Monday the line runs every ten minutes between 6:00 and 22:00; ` +
  'on weekends and public holidays every twenty minutes. Tickets bought on board cost more, ' +
  'and a monthly pass holder may take one bicycle outside the rush hours. Step-free access ' +
  'is at every station but the two old ones in the centre; lifts are checked every morning.';

/** A text module whose body is translated into `hugeSize.languages` languages. */
function localizedTextModules(count: number): Json[] {
  const huge = languages.slice(0, hugeSize.languages);
  return Array.from({ length: count }, (_, i) => ({
    header: `Notice ${i + 1}`,
    body: longBody(i),
    localizedBody: {
      translatedValues: huge.map((language) => ({
        language,
        value: `${longBody(i)} (${language})`,
      })),
      defaultValue: { language: 'en', value: longBody(i) },
    },
    id: `notice-${i + 1}`,
  }));
}

/**
 * The 5 MB transit class: a whole fleet's notices in one class, 1,600 text modules with a body in
 * five languages and 120 messages.
 */
export function hugeTransitClass(): Json {
  const base = structuredClone(samples.transitClass) as Json;
  const kept = (Array.isArray(base.textModulesData) ? base.textModulesData : []) as Json[];
  const scaled: Json = {
    ...base,
    textModulesData: [...kept, ...localizedTextModules(hugeSize.textModules - kept.length)],
    messages: topUp(base.messages, hugeSize.messages, messages),
  };
  return typedIssuer(scaled);
}

/** An offer object whose embedded class is as big as the stress transit class. */
export function stressOfferObject(): Json {
  const object = structuredClone(samples.offerObject) as Json;
  return { ...object, classReference: scaleClass(object.classReference as Json, []) };
}
