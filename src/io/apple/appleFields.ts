import { fieldPathLabel } from '../fieldPathLabel';
import { ROW_LIMITS, TRANSIT_TYPES, type AppleField, type AppleRow } from './appleFormat';
import { record, type AppleConversion } from './appleConversion';
import { withOffset } from './appleDates';
import { backFieldsOf } from './backFieldsOf';
import { textOf } from './googleText';
import type { LossLine } from './lossReport';
import { cardRows, templateItem } from './templateItems';

/** The pass's fields, front and back, within Apple's limits per row; what does not fit goes back. */
export function carryFields(conversion: AppleConversion, issuer: string) {
  const { kind, cls, obj, style, pass, report, strings, handled, add } = conversion;
  const rows: Record<AppleRow, AppleField[]> = {
    headerFields: [],
    primaryFields: [],
    secondaryFields: [],
    auxiliaryFields: [],
    backFields: [],
  };
  const limits = ROW_LIMITS[style];
  const onFront = new Set<string>();
  const put = (row: AppleRow, field: AppleField, line: Omit<LossLine, 'fate'>) => {
    const room = rows[row].length < limits[row];
    const target = room ? row : 'backFields';
    rows[target].push(field);
    report.push({
      ...line,
      fate: room ? 'carried' : 'approximated',
      ...(room
        ? {}
        : { how: `Apple shows at most ${limits[row]} fields in that row; moved to the back` }),
    });
  };

  if (style === 'boardingPass') {
    const transit =
      TRANSIT_TYPES.find(([google]) => google === cls.transitType) ?? TRANSIT_TYPES[3]!;
    pass.boardingPass = { transitType: transit[1] };
    add(
      'Identity',
      'class',
      'transitType',
      transit[0] === cls.transitType ? 'carried' : 'approximated',
      transit[0] === cls.transitType
        ? `as a ${transit[2]} pass`
        : 'Apple has no tram type: a pass for other transport',
    );
    const legs = Array.isArray(obj.ticketLegs) ? obj.ticketLegs : [];
    const leg = record(obj.ticketLeg ?? legs[0]);
    for (const [end, label] of [
      ['origin', 'From'],
      ['destination', 'To'],
    ] as const) {
      const name = textOf(strings, leg[`${end}Name`], leg[`${end}Name`]);
      const code =
        typeof leg[`${end}StationCode`] === 'string'
          ? (leg[`${end}StationCode`] as string)
          : undefined;
      if (name || code) {
        rows.primaryFields.push({
          key: end,
          label: code ? (name ?? label) : label,
          value: code ?? name!,
        });
        report.push({
          group: 'Front',
          what: fieldPathLabel(`object.ticketLeg.${end}Name`, kind) ?? end,
          fate: 'carried',
          how: 'as a primary field',
        });
      }
    }
    if (typeof leg.departureDateTime === 'string')
      pass.relevantDate = withOffset(leg.departureDateTime);
    handled.add('object.ticketLeg').add('object.ticketLegs');
  } else {
    pass.coupon = {};
    const title = textOf(strings, cls.title, cls.localizedTitle);
    const provider = textOf(strings, cls.provider, cls.localizedProvider);
    if (title) {
      rows.primaryFields.push({
        key: 'title',
        ...(provider ? { label: provider } : {}),
        value: title,
      });
      add(
        'Front',
        'class',
        'title',
        'carried',
        provider ? 'as the primary field, the provider as its label' : 'as the primary field',
      );
    }
    if (cls.localizedTitle) add('Languages', 'class', 'localizedTitle', 'carried');
    if (provider) add('Front', 'class', 'provider', 'carried');
    if (cls.localizedProvider) add('Languages', 'class', 'localizedProvider', 'carried');
  }
  pass.description = `${issuer} ${style === 'coupon' ? 'offer' : 'ticket'}`;

  cardRows(cls).forEach((items, rowIndex) => {
    for (const item of items) {
      const found = templateItem(item, kind, { class: cls, object: obj }, strings);
      if ('missing' in found) {
        report.push({
          group: 'Front',
          what: `Card row ${rowIndex + 1}: ${found.what}`,
          fate: 'dropped',
          how: found.missing,
        });
        continue;
      }
      if (found.moduleId) onFront.add(found.moduleId);
      put(
        rowIndex === 0 ? 'secondaryFields' : 'auxiliaryFields',
        { key: found.key, ...(found.label ? { label: found.label } : {}), value: found.value },
        { group: 'Front', what: `Card row ${rowIndex + 1}: ${found.what}` },
      );
    }
  });
  if (cls.classTemplateInfo)
    add(
      'Front',
      'class',
      'classTemplateInfo',
      'approximated',
      'card rows became the secondary and auxiliary rows; the details and list layouts are Google’s own',
    );

  backFieldsOf({ cls, obj, style, strings, onFront, add, back: rows.backFields });
  return rows;
}
