import { toHexColour } from '../cardColours';
import { appleTextColours, toAppleColour } from './appleFormat';
import type { AppleConversion } from './appleConversion';
import { textOf } from './googleText';

/** Apple's own identifiers: Google's pass has none, so they come from the user. */
export interface AppleIdentifiers {
  passTypeIdentifier?: string;
  teamIdentifier?: string;
  serialNumber?: string;
}

/** Stand-ins for the identifiers the user did not give, marked as such in the report. */
export const PLACEHOLDER_IDENTIFIERS: Required<AppleIdentifiers> = {
  passTypeIdentifier: 'pass.example.placeholder',
  teamIdentifier: 'PLACEHOLDR',
  serialNumber: 'placeholder-serial',
};

/** The identifiers given, or placeholders said as such. */
export function carryIdentifiers({ pass, report }: AppleConversion, options: AppleIdentifiers) {
  for (const key of ['passTypeIdentifier', 'teamIdentifier', 'serialNumber'] as const) {
    const given = options[key]?.trim();
    pass[key] = given || PLACEHOLDER_IDENTIFIERS[key];
    if (!given) {
      report.push({
        group: 'Apple identifiers',
        what: {
          passTypeIdentifier: 'Pass type identifier',
          teamIdentifier: 'Team identifier',
          serialNumber: 'Serial number',
        }[key],
        fate: 'approximated',
        how: `a placeholder (“${PLACEHOLDER_IDENTIFIERS[key]}”): give your own before signing`,
      });
    }
  }
}

/** The issuer and the colours: Apple's organisation name, logo text and its three colours. */
export function carryLook({ pass, strings, cls, add, pick }: AppleConversion) {
  const issuer = textOf(strings, cls.issuerName, cls.localizedIssuerName) ?? 'Pass Studio';
  pass.organizationName = issuer;
  pass.logoText = issuer;
  if (cls.issuerName || cls.localizedIssuerName)
    add(
      'Identity',
      'class',
      'issuerName',
      'carried',
      'as the organisation name and the text beside the logo',
    );
  if (cls.localizedIssuerName) add('Languages', 'class', 'localizedIssuerName', 'carried');

  const background = toHexColour(pick('hexBackgroundColor')?.[1]) ?? '#ffffff';
  const colours = appleTextColours(background);
  pass.backgroundColor = toAppleColour(background);
  pass.foregroundColor = toAppleColour(colours.foreground);
  pass.labelColor = toAppleColour(colours.label);
  const colourSource = pick('hexBackgroundColor');
  if (colourSource) {
    add(
      'Colours',
      colourSource[0],
      'hexBackgroundColor',
      'carried',
      'text and label colours chosen to read on it, as Google chooses its own',
    );
    if (colourSource[0] === 'object' && cls.hexBackgroundColor)
      add(
        'Colours',
        'class',
        'hexBackgroundColor',
        'dropped',
        'the object’s colour wins, as on Google',
      );
  }
  return { issuer, background, colours };
}
