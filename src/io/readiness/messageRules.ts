import { isRecord } from '../walkDocument';
import { enumUpper, REFERENCE, type ReadinessRule } from './readinessRule';

const MESSAGE = `${REFERENCE}/Message`;
export const EXPIRATION_GUIDE =
  'https://developers.google.com/wallet/retail/offers/use-cases/offer-expiration-notification';

/**
 * Google contradicts itself on EXPIRATION_NOTIFICATION: the offers guide documents it (the message's
 * display start moves the offer's expiry notification, at most 30 days ahead), the Message reference
 * says "Note: This enum is currently not supported." The warning quotes both; the preview follows
 * the guide (docs/google-coverage.md).
 */
export const messageTypeRule: ReadinessRule = {
  id: 'google.message.type',
  title:
    'EXPIRATION_NOTIFICATION messages: documented by the offers guide, “currently not supported” by the reference',
  source: MESSAGE,
  also: [EXPIRATION_GUIDE],
  scope: 'subtree',
  check: ({ ofType, kind }) =>
    ofType('Message').flatMap(({ node, value, segments }) => {
      if (node.typeName !== 'Message' || !isRecord(value)) return [];
      if (enumUpper(value.messageType) !== 'EXPIRATION_NOTIFICATION') return [];
      const reference =
        'Google’s reference says of this type “This enum is currently not supported”';
      const message =
        kind === 'transitClass'
          ? `Message type Expiration notification: ${reference}, and its guide documents it for offers only; so a transit pass gets no expiry notification from it (the preview still marks it as notifying, as the guide does for offers)`
          : `Message type Expiration notification: Google’s offers guide uses it to move the offer’s expiry notification to this message’s start (at most 30 days before the end), but ${reference}; the preview follows the guide, Google may not`;
      return [{ segments: [...segments, 'messageType'], message }];
    }),
};
