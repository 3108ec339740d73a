// Spec 2.2 ImageUri, Image. https://developers.google.com/wallet/reference/rest/v1/Image
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { deprecatedKind, localizedStringSchema } from './localizedString';
import { uriString } from './primitives';

export const imageUriSchema = z
  .strictObject({
    uri: field(uriString(), {
      label: 'Image URL',
      help: 'Absolute address of the image; Google fetches it over https.',
      widget: 'uri',
      placeholder: 'https://example.com/logo.png',
    }),
    description: field(
      nullable(z.string()),
      { label: 'Description', help: 'Legacy description; use the content description instead.' },
      { deprecated: true },
    ),
    localizedDescription: field(
      nullable(localizedStringSchema),
      {
        label: 'Localized description',
        help: 'Legacy description; use the content description instead.',
      },
      { deprecated: true },
    ),
  })
  .meta({ id: 'ImageUri' });

export const imageSchema = z
  .strictObject({
    kind: deprecatedKind(),
    sourceUri: field(imageUriSchema, { label: 'Source', help: 'Where the image is loaded from.' }),
    contentDescription: field(nullable(localizedStringSchema), {
      label: 'Content description',
      help: 'Text alternative read by screen readers.',
    }),
  })
  .meta({ id: 'Image' });

export type ImageUri = z.output<typeof imageUriSchema>;
export type Image = z.output<typeof imageSchema>;
