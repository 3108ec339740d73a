// Spec 2.2 SecurityAnimation, CallbackOptions, AppTarget, AppLinkInfo, AppLinkData, Review.
// https://developers.google.com/wallet/reference/rest/v1/AppLinkData
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { animationTypeSchema } from './enums';
import { imageSchema } from './image';
import { localizedStringSchema } from './localizedString';
import { uriString } from './primitives';
import { uriSchema } from './common';

export const securityAnimationSchema = z
  .strictObject({
    animationType: field(
      animationTypeSchema.optional(),
      { label: 'Animation', help: 'Foil shimmer shows that the pass is genuine.' },
      { default: 'ANIMATION_UNSPECIFIED' },
    ),
  })
  .meta({ id: 'SecurityAnimation' });

export const callbackOptionsSchema = z
  .strictObject({
    url: field(nullable(uriString({ maxLength: 2083 })), {
      label: 'Callback URL',
      help: 'Google calls this https address when a pass is saved or deleted.',
      widget: 'uri',
    }),
    updateRequestUrl: field(
      nullable(uriString({ maxLength: 2083 })),
      {
        label: 'Update request URL',
        help: 'Legacy update callback; removed on export.',
        widget: 'uri',
      },
      { deprecated: true },
    ),
  })
  .meta({ id: 'CallbackOptions' });

export const appTargetSchema = z
  .strictObject({
    targetUri: field(nullable(uriSchema), {
      label: 'Target URI',
      help: 'The app link to open.',
    }),
    packageName: field(nullable(z.string()), {
      label: 'Package name',
      help: 'Android package name of the app.',
    }),
  })
  .meta({ id: 'AppTarget' });

export const appLinkInfoSchema = z
  .strictObject({
    appLogoImage: field(
      nullable(imageSchema),
      { label: 'App logo', help: 'Legacy logo; removed on export.' },
      { deprecated: true },
    ),
    title: field(
      nullable(localizedStringSchema),
      { label: 'Title', help: 'Legacy title; removed on export.' },
      { deprecated: true },
    ),
    description: field(
      nullable(localizedStringSchema),
      { label: 'Description', help: 'Legacy description; removed on export.' },
      { deprecated: true },
    ),
    appTarget: field(nullable(appTargetSchema), {
      label: 'App target',
      help: 'Which app or page the button opens.',
    }),
  })
  .meta({ id: 'AppLinkInfo' });

export const appLinkDataSchema = z
  .strictObject({
    androidAppLinkInfo: field(nullable(appLinkInfoSchema), {
      label: 'Android app',
      help: 'The app link on Android.',
    }),
    iosAppLinkInfo: field(
      nullable(appLinkInfoSchema),
      { label: 'iOS app', help: 'Legacy iOS link; removed on export.' },
      { deprecated: true },
    ),
    webAppLinkInfo: field(nullable(appLinkInfoSchema), {
      label: 'Web app',
      help: 'The link for the web.',
    }),
    displayText: field(nullable(localizedStringSchema), {
      label: 'Button text',
      help: 'Label of the app link button on the card.',
    }),
  })
  .meta({ id: 'AppLinkData' });

export const reviewSchema = z
  .strictObject({
    comments: field(nullable(z.string()), {
      label: 'Comments',
      help: 'Review comments set by Google.',
      widget: 'multiline',
    }),
  })
  .meta({ id: 'Review' });
