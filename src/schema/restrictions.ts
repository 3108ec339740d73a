// Spec 2.4 PassConstraints, GroupingInfo, SaveRestrictions.
// https://developers.google.com/wallet/reference/rest/v1/PassConstraints
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { nfcConstraintSchema, screenshotEligibilitySchema } from './enums';

export const passConstraintsSchema = z
  .strictObject({
    screenshotEligibility: field(
      screenshotEligibilitySchema.optional(),
      { label: 'Screenshots', help: 'Whether the holder may take screenshots of the pass.' },
      { default: 'SCREENSHOT_ELIGIBILITY_UNSPECIFIED' },
    ),
    nfcConstraint: field(nullable(z.array(nfcConstraintSchema)), {
      label: 'NFC constraints',
      help: 'What is blocked while the pass is presented by NFC.',
      itemLabel: 'NFC constraint',
    }),
  })
  .meta({ id: 'PassConstraints' });

export const groupingInfoSchema = z
  .strictObject({
    sortIndex: field(nullable(z.number().int()), {
      label: 'Sort index',
      help: 'Order of the pass inside its group.',
    }),
    groupingId: field(nullable(z.string()), {
      label: 'Group ID',
      help: 'Passes with the same group ID are shown together.',
    }),
  })
  .meta({ id: 'GroupingInfo' });

export const saveRestrictionsSchema = z
  .strictObject({
    restrictToEmailSha256: field(nullable(z.string()), {
      label: 'Restrict to e-mail (SHA-256)',
      help: 'Only the account whose e-mail has this SHA-256 digest can save the pass.',
    }),
  })
  .meta({ id: 'SaveRestrictions' });
