import { quote } from '../describeValue';
import { REFERENCE, type ReadinessRule } from './readinessRule';

export const emailRule: ReadinessRule = {
  id: 'google.email',
  title: 'restrictToEmailSha256 is 64 lowercase hexadecimal digits',
  source: `${REFERENCE}/SaveRestrictions`,
  scope: 'subtree',
  check: ({ withKey }) =>
    withKey('restrictToEmailSha256').flatMap(({ node, value, segments }) => {
      if (node.key !== 'restrictToEmailSha256' || typeof value !== 'string') return [];
      if (/^[0-9a-f]{64}$/.test(value)) return [];
      return [
        {
          segments,
          message: `${quote(value)} is not a SHA-256 hash in 64 lowercase hex digits; Google compares it with the hash of the saving user’s email, so nobody could save this pass`,
        },
      ];
    }),
};
