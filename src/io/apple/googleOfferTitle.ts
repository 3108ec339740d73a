import { ROW_WORDS } from './appleFormat';
import type { GoogleConversion } from './googleConversion';
import type { localizer } from './localizer';

/** A coupon's primary field as the offer's title, and its organisation as the provider. */
export function takeOfferTitle(
  { pass, cls, rows, loc, report }: GoogleConversion,
  issuer: ReturnType<ReturnType<typeof localizer>['text']>,
) {
  cls.redemptionChannel = 'INSTORE';
  const primary = rows.primaryFields[0];
  const title = loc.text(primary?.value) ?? loc.text(pass.description);
  if (title) {
    cls.title = title.text;
    if (title.localized) cls.localizedTitle = title.localized;
  }
  cls.provider = issuer?.text ?? 'Unknown';
  if (issuer?.localized) cls.localizedProvider = issuer.localized;
  if (primary)
    report.push({
      group: 'Front',
      what: `${ROW_WORDS.primaryFields} “${loc.text(primary.label)?.text ?? String(primary.key)}”`,
      fate: primary.label ? 'approximated' : 'carried',
      how: primary.label
        ? 'its value as the offer title; the title has no label, the provider shows above it'
        : 'as the offer title',
    });
  rows.primaryFields.slice(1).forEach((field) =>
    report.push({
      group: 'Front',
      what: `${ROW_WORDS.primaryFields} “${String(field.key)}”`,
      fate: 'dropped',
      how: 'a coupon shows one primary field',
    }),
  );
  rows.primaryFields = [];
}
