// Spec 2.2 display modules: text, image, links, messages, value-added, and the deprecated info module.
// https://developers.google.com/wallet/reference/rest/v1/TextModuleData
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { messageTypeSchema } from './enums';
import { imageSchema } from './image';
import { deprecatedKind, localizedStringSchema } from './localizedString';
import { maxChars } from './primitives';
import { timeIntervalSchema, uriSchema } from './common';

export const textModuleDataSchema = z
  .strictObject({
    header: field(nullable(maxChars(35)), {
      label: 'Header',
      help: 'Short label of the module, at most 35 characters.',
    }),
    body: field(nullable(maxChars(500)), {
      label: 'Body',
      help: 'The module’s text, at most 500 characters.',
      widget: 'multiline',
    }),
    localizedHeader: field(nullable(localizedStringSchema), {
      label: 'Localized header',
      help: 'Translated header; with a localized body too, header and body are ignored.',
    }),
    localizedBody: field(nullable(localizedStringSchema), {
      label: 'Localized body',
      help: 'Translated body; with a localized header too, header and body are ignored.',
    }),
    id: field(nullable(z.string()), {
      label: 'ID',
      help: 'Names the module, so that a card row or details item of the template can show it.',
    }),
  })
  .meta({ id: 'TextModuleData' });

export const imageModuleDataSchema = z
  .strictObject({
    mainImage: field(nullable(imageSchema), {
      label: 'Image',
      help: 'Shown full width on the details screen.',
    }),
    id: field(nullable(z.string()), {
      label: 'ID',
      help: 'Names the module, so that a card row or details item of the template can show it.',
    }),
  })
  .meta({ id: 'ImageModuleData' });

export const linksModuleDataSchema = z
  .strictObject({
    uris: field(nullable(z.array(uriSchema)), {
      label: 'Links',
      help: 'Links shown on the details screen.',
      itemLabel: 'Link',
    }),
  })
  .meta({ id: 'LinksModuleData' });

export const messageSchema = z
  .strictObject({
    kind: deprecatedKind(),
    header: field(nullable(z.string()), { label: 'Header', help: 'Title of the message.' }),
    body: field(nullable(z.string()), {
      label: 'Body',
      help: 'Text of the message.',
      widget: 'multiline',
    }),
    displayInterval: field(nullable(timeIntervalSchema), {
      label: 'Display interval',
      help: 'When the message is shown; always, when unset.',
    }),
    id: field(nullable(z.string()), { label: 'ID', help: 'Identifies the message.' }),
    messageType: field(
      messageTypeSchema.optional(),
      { label: 'Message type', help: 'Text only, or text that also notifies the holder.' },
      { default: 'MESSAGE_TYPE_UNSPECIFIED' },
    ),
    localizedHeader: field(nullable(localizedStringSchema), {
      label: 'Localized header',
      help: 'Translated title of the message.',
    }),
    localizedBody: field(nullable(localizedStringSchema), {
      label: 'Localized body',
      help: 'Translated text of the message.',
    }),
  })
  .meta({ id: 'Message' });

export const moduleViewConstraintsSchema = z
  .strictObject({
    displayInterval: field(nullable(timeIntervalSchema), {
      label: 'Display interval',
      help: 'When the module is shown; always, when unset.',
    }),
  })
  .meta({ id: 'ModuleViewConstraints' });

export const valueAddedModuleDataSchema = z
  .strictObject({
    header: field(nullable(localizedStringSchema), {
      label: 'Header',
      help: 'Title of the value-added module.',
    }),
    body: field(nullable(localizedStringSchema), {
      label: 'Body',
      help: 'Text of the value-added module.',
    }),
    image: field(nullable(imageSchema), { label: 'Image', help: 'Image of the module.' }),
    uri: field(nullable(z.string()), {
      label: 'Link',
      help: 'Where tapping the module goes.',
      widget: 'uri',
    }),
    viewConstraints: field(nullable(moduleViewConstraintsSchema), {
      label: 'View constraints',
      help: 'Limits when the module is shown.',
    }),
    sortIndex: field(nullable(z.number().int()), {
      label: 'Sort index',
      help: 'Order among value-added modules; unset comes last.',
    }),
  })
  .meta({ id: 'ValueAddedModuleData' });

export const labelValueSchema = z
  .strictObject({
    label: field(nullable(z.string()), { label: 'Label', help: 'Label of the cell.' }),
    value: field(nullable(z.string()), { label: 'Value', help: 'Value of the cell.' }),
    localizedLabel: field(nullable(localizedStringSchema), {
      label: 'Localized label',
      help: 'Translated label.',
    }),
    localizedValue: field(nullable(localizedStringSchema), {
      label: 'Localized value',
      help: 'Translated value.',
    }),
  })
  .meta({ id: 'LabelValue' });

export const labelValueRowSchema = z
  .strictObject({
    columns: field(nullable(z.array(labelValueSchema)), {
      label: 'Columns',
      help: 'Cells of the row.',
      itemLabel: 'Cell',
    }),
  })
  .meta({ id: 'LabelValueRow' });

export const infoModuleDataSchema = z
  .strictObject({
    labelValueRows: field(z.array(labelValueRowSchema), {
      label: 'Rows',
      help: 'Rows of label/value cells.',
      itemLabel: 'Row',
    }),
    showLastUpdateTime: field(
      z.boolean().optional(),
      { label: 'Show last update time', help: 'Legacy flag; removed on export.' },
      { deprecated: true, default: false },
    ),
  })
  .meta({ id: 'InfoModuleData' });

export type TextModuleData = z.output<typeof textModuleDataSchema>;
export type ImageModuleData = z.output<typeof imageModuleDataSchema>;
export type LinksModuleData = z.output<typeof linksModuleDataSchema>;
export type Message = z.output<typeof messageSchema>;
export type ValueAddedModuleData = z.output<typeof valueAddedModuleDataSchema>;

/** The module lists classes and objects both carry (spec 2.5 and 2.8), defined once for both. */
export const moduleFields = {
  imageModulesData: field(nullable(z.array(imageModuleDataSchema)), {
    label: 'Image modules',
    help: 'Full-width images on the details screen; one is shown.',
    section: 'modules',
    itemLabel: 'Image module',
  }),
  textModulesData: field(nullable(z.array(textModuleDataSchema)), {
    label: 'Text modules',
    help: 'Header and body pairs on the details screen; up to 10 are shown.',
    section: 'modules',
    itemLabel: 'Text module',
  }),
  linksModuleData: field(nullable(linksModuleDataSchema), {
    label: 'Links',
    help: 'Links on the details screen.',
    section: 'modules',
  }),
  messages: field(nullable(z.array(messageSchema)), {
    label: 'Messages',
    help: 'Messages shown on the details screen, optionally as notifications.',
    section: 'modules',
    itemLabel: 'Message',
  }),
  valueAddedModuleData: field(nullable(valueAddedModuleDataSchema), {
    label: 'Value-added module',
    help: 'An extra tile with header, body, image and link.',
    section: 'modules',
  }),
};
