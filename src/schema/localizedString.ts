// Spec 2.2 TranslatedString, LocalizedString.
// https://developers.google.com/wallet/reference/rest/v1/LocalizedString
import { z } from 'zod';
import { field, nullable } from './fieldUi';

const deprecatedKind = () =>
  field(
    z.string().optional(),
    { label: 'Kind', help: 'Legacy resource kind identifier; removed on export.' },
    { deprecated: true },
  );

export const translatedStringSchema = z
  .strictObject({
    kind: deprecatedKind(),
    language: field(nullable(z.string()), {
      label: 'Language',
      help: 'BCP 47 language tag, such as en-US or fr.',
      widget: 'languageTag',
    }),
    value: field(nullable(z.string()), { label: 'Text', help: 'The text in this language.' }),
  })
  .meta({ id: 'TranslatedString' });

export const localizedStringSchema = z
  .strictObject({
    kind: deprecatedKind(),
    translatedValues: field(z.array(translatedStringSchema).optional(), {
      label: 'Translations',
      help: 'The text in other languages; the viewer sees the one for their language.',
      itemLabel: 'Translation',
    }),
    defaultValue: field(translatedStringSchema, {
      label: 'Default',
      help: 'Shown when no translation matches the viewer’s language.',
    }),
  })
  .meta({ id: 'LocalizedString' });

export type TranslatedString = z.output<typeof translatedStringSchema>;
export type LocalizedString = z.output<typeof localizedStringSchema>;

export { deprecatedKind };
