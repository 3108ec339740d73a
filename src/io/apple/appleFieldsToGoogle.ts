import { ROW_WORDS, type AppleRow } from './appleFormat';
import type { GoogleConversion } from './googleConversion';
import type { LossLine } from './lossReport';

const ITEM_NAMES = [
  ['item'],
  ['startItem', 'endItem'],
  ['startItem', 'middleItem', 'endItem'],
] as const;
const ROW_NAMES = ['oneItem', 'twoItems', 'threeItems'] as const;
/** A scalar of pass.json as text; anything else as nothing. */
const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const isLink = (value: string) => /^(https?:|mailto:|tel:)/i.test(value.trim());

/** What a field's styles ask that Google shows as written. */
function styleNote(field: Record<string, unknown>): string | undefined {
  if (field.dateStyle || field.timeStyle)
    return 'a date, shown as written: Google formats no dates in text';
  if (field.numberStyle || field.currencyCode)
    return `a number shown as written${field.currencyCode ? `, with ${str(field.currencyCode)} after it` : ''}`;
  if (field.attributedValue) return 'its plain value; the link in it is left out';
  if (field.changeMessage) return 'the message on a change is left out: Google sends its own';
  return undefined;
}

/**
 * Front and back fields as Google's text modules: the front ones on the card's rows (the
 * secondary fields first, then the auxiliary, then the header: Google has no header row), the
 * back ones on the details screen; addresses become links, a coupon's details and terms its own.
 */
export function appleFieldsToGoogle({ rows, cls, loc, style, report }: GoogleConversion): void {
  const modules: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const front: { id: string; row: AppleRow }[] = [];
  for (const row of ['secondaryFields', 'auxiliaryFields', 'headerFields', 'backFields'] as const) {
    for (const field of rows[row]) {
      const key = str(field.key) || `${row}-${modules.length + 1}`;
      const value = loc.text(
        field.currencyCode ? `${str(field.value)} ${str(field.currencyCode)}` : field.value,
      );
      const label = loc.text(field.label);
      const what = `${ROW_WORDS[row]} “${label?.text ?? key}”`;
      const line = (fate: LossLine['fate'], how?: string) =>
        report.push({
          group: row === 'backFields' ? 'Back of the pass' : 'Front',
          what,
          fate,
          ...(how ? { how } : {}),
        });
      if (!value) {
        line('dropped', 'it has no value');
        continue;
      }
      const note = styleNote(field);
      if (
        row === 'backFields' &&
        style === 'coupon' &&
        (key === 'details' || key === 'finePrint')
      ) {
        cls[key] = value.text;
        if (value.localized)
          cls[key === 'details' ? 'localizedDetails' : 'localizedFinePrint'] = value.localized;
        line(
          note ? 'approximated' : 'carried',
          note ?? `as the offer’s ${key === 'details' ? 'details' : 'fine print'}`,
        );
        continue;
      }
      if (row === 'backFields' && isLink(value.text)) {
        links.push({
          id: key,
          uri: value.text,
          ...(label ? { description: label.text } : {}),
          ...(label?.localized ? { localizedDescription: label.localized } : {}),
        });
        line('carried', 'as a link');
        continue;
      }
      modules.push({
        id: key,
        ...(label ? { header: label.text } : {}),
        body: value.text,
        ...(label?.localized ? { localizedHeader: label.localized } : {}),
        ...(value.localized ? { localizedBody: value.localized } : {}),
      });
      if (row !== 'backFields') front.push({ id: key, row });
      const placed =
        row === 'backFields'
          ? 'as a text module on the details screen'
          : row === 'headerFields'
            ? 'on a card row: Google has no header row'
            : 'as a text module on a card row';
      line(note || row === 'headerFields' ? 'approximated' : 'carried', note ?? placed);
    }
  }
  if (modules.length > 0) cls.textModulesData = modules;
  if (links.length > 0) cls.linksModuleData = { uris: links };
  const cardRows = [];
  for (const row of ['secondaryFields', 'auxiliaryFields', 'headerFields'] as const) {
    const ids = front.filter((f) => f.row === row).map((f) => f.id);
    for (let at = 0; at < ids.length; at += 3) cardRows.push(ids.slice(at, at + 3));
  }
  const shown = cardRows.slice(0, 3);
  cardRows
    .slice(3)
    .flat()
    .forEach((id) =>
      report.push({
        group: 'Front',
        what: `Field “${id}”`,
        fate: 'approximated',
        how: 'Google’s card has three rows: it shows on the details screen only',
      }),
    );
  if (shown.length > 0) {
    cls.classTemplateInfo = {
      cardTemplateOverride: {
        cardRowTemplateInfos: shown.map((ids) => ({
          [ROW_NAMES[ids.length - 1]!]: Object.fromEntries(
            ITEM_NAMES[ids.length - 1]!.map((name, i) => [
              name,
              { firstValue: { fields: [{ fieldPath: `class.textModulesData['${ids[i]!}']` }] } },
            ]),
          ),
        })),
      },
    };
  }
}
