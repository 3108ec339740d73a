import { ROW_WORDS, TRANSIT_TYPES } from './appleFormat';
import type { GoogleConversion } from './googleConversion';

/**
 * A boarding pass's transit type, and its primary fields and relevant date as the trip of the
 * transit object: a short upper-case value with a label is a station code, the label its name.
 */
export function takeTrip({ pass, body, cls, obj, rows, loc, report, say }: GoogleConversion) {
  const transit =
    TRANSIT_TYPES.find(([, apple]) => apple === body.transitType) ?? TRANSIT_TYPES[3]!;
  cls.transitType = transit[0];
  report.push({
    group: 'Identity',
    what: 'Transit type',
    fate: transit[1] === body.transitType ? 'carried' : 'approximated',
    how: `as ${transit[2]}`,
  });
  const leg: Record<string, unknown> = {};
  rows.primaryFields.slice(0, 2).forEach((field, i) => {
    const end = i === 0 ? 'origin' : 'destination';
    const value = loc.text(field.value)?.text ?? '';
    const label = loc.text(field.label)?.text || undefined;
    const isCode = /^[A-Z0-9]{2,5}$/.test(value) && label !== undefined;
    leg[`${end}Name`] = { defaultValue: { language: 'en', value: isCode ? label : value } };
    if (isCode) leg[`${end}StationCode`] = value;
    report.push({
      group: 'Front',
      what: `${ROW_WORDS.primaryFields} “${label ?? String(field.key)}”`,
      fate: 'carried',
      how: `as the trip’s ${end}`,
    });
  });
  rows.primaryFields.slice(2).forEach((field) =>
    report.push({
      group: 'Front',
      what: `${ROW_WORDS.primaryFields} “${String(field.key)}”`,
      fate: 'dropped',
      how: 'a trip has one origin and one destination',
    }),
  );
  rows.primaryFields = [];
  if (typeof pass.relevantDate === 'string') {
    leg.departureDateTime = pass.relevantDate;
    say('Dates and state', 'relevantDate', 'carried', 'as the departure time');
  }
  obj.ticketLeg = leg;
}
