// Spec 2.2 Uri, DateTime, TimeInterval, LatLongPoint.
// https://developers.google.com/wallet/reference/rest/v1/Uri
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { deprecatedKind, localizedStringSchema } from './localizedString';
import { dateTimeString } from './primitives';

export const uriSchema = z
  .strictObject({
    kind: deprecatedKind(),
    uri: field(nullable(z.string()), {
      label: 'URI',
      help: 'Where the link goes: https:, tel:, mailto: or a map link. Any string is accepted.',
      widget: 'uri',
      placeholder: 'https://example.com',
    }),
    description: field(nullable(z.string()), {
      label: 'Title',
      help: 'The visible title of the link.',
    }),
    localizedDescription: field(nullable(localizedStringSchema), {
      label: 'Localized title',
      help: 'The visible title of the link, translated.',
    }),
    id: field(nullable(z.string()), {
      label: 'ID',
      help: 'Names the link, so that a card row or details item of the template can show it.',
    }),
  })
  .meta({ id: 'Uri' });

export const dateTimeSchema = z
  .strictObject({
    date: field(dateTimeString(), {
      label: 'Date and time',
      help: 'ISO 8601; without a UTC offset it is local time at the venue.',
    }),
  })
  .meta({ id: 'DateTime' });

export const timeIntervalSchema = z
  .strictObject({
    kind: deprecatedKind(),
    start: field(nullable(dateTimeSchema), { label: 'Start', help: 'From when (inclusive).' }),
    end: field(nullable(dateTimeSchema), { label: 'End', help: 'Until when.' }),
  })
  .meta({ id: 'TimeInterval' });

export const latLongPointSchema = z
  .strictObject({
    kind: deprecatedKind(),
    latitude: field(z.number().min(-90).max(90), {
      label: 'Latitude',
      help: 'Degrees north, from -90 to 90.',
    }),
    longitude: field(z.number().min(-180).max(180), {
      label: 'Longitude',
      help: 'Degrees east, from -180 to 180.',
    }),
  })
  .meta({ id: 'LatLongPoint' });

export type Uri = z.output<typeof uriSchema>;
export type DateTime = z.output<typeof dateTimeSchema>;
export type TimeInterval = z.output<typeof timeIntervalSchema>;
export type LatLongPoint = z.output<typeof latLongPointSchema>;
