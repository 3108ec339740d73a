import './widgets/widgets.css';
import type { FieldNode } from '../schema';
import { LazyTemplateWidget, templateWidgetEntry } from './template/templateWidgetEntry';
import type { WidgetEntry, WidgetRegistry } from './widgetTypes';
import { BooleanWidget } from './widgets/BooleanWidget';
import { ColorWidget } from './widgets/ColorWidget';
import { DigitsWidget } from './widgets/DigitsWidget';
import { EnumListWidget } from './widgets/EnumListWidget';
import { EnumWidget } from './widgets/EnumWidget';
import { GoogleSetWidget } from './widgets/GoogleSetWidget';
import { ImageWidget } from './widgets/ImageWidget';
import { LanguageTagWidget } from './widgets/LanguageTagWidget';
import { LatLongWidget } from './widgets/LatLongWidget';
import { LazyDateTimeWidget } from './widgets/LazyDateTimeWidget';
import { LazyObjectListWidget } from './widgets/LazyObjectListWidget';
import { LocalizedStringWidget } from './widgets/LocalizedStringWidget';
import { MultilineWidget } from './widgets/MultilineWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { ObjectWidget } from './widgets/ObjectWidget';
import { SecretWidget } from './widgets/SecretWidget';
import { TextWidget } from './widgets/TextWidget';
import { TokensWidget } from './widgets/TokensWidget';
import { UriWidget } from './widgets/UriWidget';

const hint = (node: FieldNode, name: string) => node.ui?.widget === name;
const isString = (node: FieldNode) => node.kind === 'string';
// Types with a widget of their own; the generic object widget takes every other object.
const ownWidget = new Set(['LocalizedString', 'Image', 'LatLongPoint']);

/** The widgets of the hints a field may name (`ui.widget`), then the ones chosen by shape. */
export const hintedWidgets: readonly WidgetEntry[] = [
  {
    name: 'setByGoogle',
    test: (n) => n.ui?.setByGoogle === true,
    Widget: GoogleSetWidget,
    handlesAbsence: true,
  },
  { name: 'secret', test: (n) => hint(n, 'secret'), Widget: SecretWidget },
  { name: 'digits', test: (n) => hint(n, 'digits'), Widget: DigitsWidget },
  { name: 'color', test: (n) => hint(n, 'color'), Widget: ColorWidget },
  { name: 'tokens', test: (n) => hint(n, 'tokens'), Widget: TokensWidget },
  { name: 'languageTag', test: (n) => hint(n, 'languageTag'), Widget: LanguageTagWidget },
  { name: 'multiline', test: (n) => hint(n, 'multiline'), Widget: MultilineWidget },
  {
    name: 'uri',
    test: (n) => hint(n, 'uri') || (isString(n) && !n.ui?.widget && n.format === 'uri'),
    Widget: UriWidget,
  },
];

export const shapeWidgets: readonly WidgetEntry[] = [
  {
    name: 'dateTime',
    test: (n) => isString(n) && !n.ui?.widget && n.format === 'date-time',
    Widget: LazyDateTimeWidget,
  },
  {
    name: 'text',
    test: (n) => hint(n, 'text') || (isString(n) && !n.ui?.widget && !n.format),
    Widget: TextWidget,
  },
  {
    name: 'number',
    test: (n) => n.kind === 'number' || n.kind === 'integer',
    Widget: NumberWidget,
  },
  { name: 'boolean', test: (n) => n.kind === 'boolean', Widget: BooleanWidget },
  { name: 'enum', test: (n) => n.kind === 'enum', Widget: EnumWidget },
  {
    name: 'enumList',
    test: (n) => n.kind === 'array' && n.element?.kind === 'enum',
    Widget: EnumListWidget,
  },
  {
    name: 'localizedString',
    test: (n) => n.typeName === 'LocalizedString',
    Widget: LocalizedStringWidget,
    handlesAbsence: true,
  },
  { name: 'image', test: (n) => n.typeName === 'Image', Widget: ImageWidget, handlesAbsence: true },
  { name: 'latLong', test: (n) => n.typeName === 'LatLongPoint', Widget: LatLongWidget },
  {
    name: 'objectList',
    test: (n) => n.kind === 'array' && n.element?.kind === 'object',
    Widget: LazyObjectListWidget,
  },
  {
    name: 'object',
    test: (n) => n.kind === 'object' && !n.ui?.widget && !ownWidget.has(n.typeName ?? ''),
    Widget: ObjectWidget,
  },
];

/** The generic form of classTemplateInfo, for hosts (and tests) that want the raw fields. */
export const genericTemplateEntry: WidgetEntry = {
  name: 'template',
  test: (n) => hint(n, 'template'),
  Widget: ObjectWidget,
};

/** The default registry: the visual template editor, the hinted widgets, then the widgets by shape. */
export const defaultWidgets: WidgetRegistry = [
  templateWidgetEntry,
  ...hintedWidgets,
  ...shapeWidgets,
];

/**
 * Loads the widgets of the default registry that are chunks of their own: lists, the template
 * editor, dates.
 */
export async function preloadDefaultWidgets(): Promise<void> {
  await Promise.all([
    LazyObjectListWidget.preload(),
    LazyTemplateWidget.preload(),
    LazyDateTimeWidget.preload(),
  ]);
}
