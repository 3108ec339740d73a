// Spec 2.3 template types used in classTemplateInfo.
// https://developers.google.com/wallet/reference/rest/v1/ClassTemplateInfo
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { dateFormatSchema, predefinedItemSchema, transitOptionSchema } from './enums';

export const fieldReferenceSchema = z
  .strictObject({
    fieldPath: field(z.string(), {
      label: 'Field path',
      help: 'Which value to show: a field of the class or the object, or a module by its ID. The list suggests each one by name.',
    }),
    dateFormat: field(nullable(dateFormatSchema), {
      label: 'Date format',
      help: 'How a date-time value is shown.',
    }),
  })
  .meta({ id: 'FieldReference' });

export const fieldSelectorSchema = z
  .strictObject({
    fields: field(z.array(fieldReferenceSchema), {
      label: 'Fields',
      help: 'A fallback chain: the first reference with a value is shown.',
      itemLabel: 'Field reference',
    }),
  })
  .meta({ id: 'FieldSelector' });

export const barcodeSectionDetailSchema = z
  .strictObject({
    fieldSelector: field(fieldSelectorSchema, { label: 'Value', help: 'What the slot shows.' }),
  })
  .meta({ id: 'BarcodeSectionDetail' });

export const cardBarcodeSectionDetailsSchema = z
  .strictObject({
    firstTopDetail: field(nullable(barcodeSectionDetailSchema), {
      label: 'Above the barcode, start',
      help: 'Shown above the barcode at the start side.',
    }),
    firstBottomDetail: field(nullable(barcodeSectionDetailSchema), {
      label: 'Below the barcode',
      help: 'Shown below the barcode.',
    }),
    secondTopDetail: field(nullable(barcodeSectionDetailSchema), {
      label: 'Above the barcode, end',
      help: 'Shown above the barcode at the end side.',
    }),
  })
  .meta({ id: 'CardBarcodeSectionDetails' });

export const templateItemSchema = z
  .strictObject({
    firstValue: field(nullable(fieldSelectorSchema), {
      label: 'First value',
      help: 'The value shown.',
    }),
    secondValue: field(nullable(fieldSelectorSchema), {
      label: 'Second value',
      help: 'Shown after the first as "A / B".',
    }),
    predefinedItem: field(nullable(predefinedItemSchema), {
      label: 'Predefined item',
      help: 'A value Google fills in itself.',
    }),
  })
  .meta({ id: 'TemplateItem' });

const item = (label: string, help: string) => field(nullable(templateItemSchema), { label, help });

export const cardRowOneItemSchema = z
  .strictObject({ item: item('Item', 'The single, centred item.') })
  .meta({ id: 'CardRowOneItem' });

export const cardRowTwoItemsSchema = z
  .strictObject({
    startItem: item('Start item', 'Shown at the start of the row.'),
    endItem: item('End item', 'Shown at the end of the row.'),
  })
  .meta({ id: 'CardRowTwoItems' });

export const cardRowThreeItemsSchema = z
  .strictObject({
    startItem: item('Start item', 'Shown at the start of the row.'),
    middleItem: item('Middle item', 'Shown in the middle of the row.'),
    endItem: item('End item', 'Shown at the end of the row.'),
  })
  .meta({ id: 'CardRowThreeItems' });

export const cardRowTemplateInfoSchema = z
  .strictObject({
    oneItem: field(nullable(cardRowOneItemSchema), {
      label: 'One item',
      help: 'A row with one centred item.',
    }),
    twoItems: field(nullable(cardRowTwoItemsSchema), {
      label: 'Two items',
      help: 'A row with two items.',
    }),
    threeItems: field(nullable(cardRowThreeItemsSchema), {
      label: 'Three items',
      help: 'A row with three items.',
    }),
  })
  .meta({ id: 'CardRowTemplateInfo' });

export const cardTemplateOverrideSchema = z
  .strictObject({
    cardRowTemplateInfos: field(nullable(z.array(cardRowTemplateInfoSchema)), {
      label: 'Card rows',
      help: 'Rows on the card face; Google shows at most 3.',
      itemLabel: 'Card row',
    }),
  })
  .meta({ id: 'CardTemplateOverride' });

export const detailsItemInfoSchema = z
  .strictObject({ item: item('Item', 'One item of the details list.') })
  .meta({ id: 'DetailsItemInfo' });

export const detailsTemplateOverrideSchema = z
  .strictObject({
    detailsItemInfos: field(nullable(z.array(detailsItemInfoSchema)), {
      label: 'Details items',
      help: 'Ordered items on the details screen.',
      itemLabel: 'Details item',
    }),
  })
  .meta({ id: 'DetailsTemplateOverride' });

export const firstRowOptionSchema = z
  .strictObject({
    transitOption: field(nullable(transitOptionSchema), {
      label: 'Transit option',
      help: 'What the first row of a transit pass shows.',
    }),
    fieldOption: field(nullable(fieldSelectorSchema), {
      label: 'Field',
      help: 'A field to show in the first row instead.',
    }),
  })
  .meta({ id: 'FirstRowOption' });

export const listTemplateOverrideSchema = z
  .strictObject({
    firstRowOption: field(nullable(firstRowOptionSchema), {
      label: 'First row',
      help: 'First line of the pass in the passes list.',
    }),
    secondRowOption: field(nullable(fieldSelectorSchema), {
      label: 'Second row',
      help: 'Second line of the pass in the passes list.',
    }),
    thirdRowOption: field(
      nullable(fieldSelectorSchema),
      { label: 'Third row', help: 'Legacy; has no effect and is removed on export.' },
      { deprecated: true },
    ),
  })
  .meta({ id: 'ListTemplateOverride' });

export const classTemplateInfoSchema = z
  .strictObject({
    cardBarcodeSectionDetails: field(nullable(cardBarcodeSectionDetailsSchema), {
      label: 'Barcode section',
      help: 'Lines above and below the barcode.',
    }),
    cardTemplateOverride: field(nullable(cardTemplateOverrideSchema), {
      label: 'Card',
      help: 'Rows on the card face.',
    }),
    detailsTemplateOverride: field(nullable(detailsTemplateOverrideSchema), {
      label: 'Details',
      help: 'Items on the details screen.',
    }),
    listTemplateOverride: field(nullable(listTemplateOverrideSchema), {
      label: 'List row',
      help: 'How the pass appears in the passes list.',
    }),
  })
  .meta({ id: 'ClassTemplateInfo' });

export type FieldReference = z.output<typeof fieldReferenceSchema>;
export type FieldSelector = z.output<typeof fieldSelectorSchema>;
export type TemplateItem = z.output<typeof templateItemSchema>;
export type CardRowTemplateInfo = z.output<typeof cardRowTemplateInfoSchema>;
export type ClassTemplateInfo = z.output<typeof classTemplateInfoSchema>;
