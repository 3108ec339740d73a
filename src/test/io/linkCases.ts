import { offer, offerClass, transit, type Case } from './readinessFixtures';

/** Cases of the link, app link, https, unsupported-field and Google-shape rules (issue 25). */
export const linkCases: Case[] = [
  [
    'a link with a scheme',
    'google.link.uri',
    'transitClass',
    transit({ homepageUri: { uri: 'https://metro.example', description: 'Home' } }),
    transit({ homepageUri: { uri: 'metro.example/home', description: 'Home' } }),
    '/homepageUri/uri',
    /“metro\.example\/home” has no scheme; Google needs an absolute URI/,
  ],
  [
    'a link to a phone, not a file server',
    'google.link.uri',
    'offerObject',
    offer({ linksModuleData: { uris: [{ uri: 'tel:+4930123456', description: 'Call' }] } }),
    offer({ linksModuleData: { uris: [{ uri: 'ftp://files.example/a', description: 'File' }] } }),
    '/linksModuleData/uris/0/uri',
    /uses “ftp:”; Google’s links open a web page, a map, a phone number/,
  ],
  [
    'a titled link with its URI',
    'google.link.uri',
    'offerClass',
    offerClass({ helpUri: { uri: 'mailto:help@shop.example', description: 'Help' } }),
    offerClass({ helpUri: { description: 'Help' } }),
    '/helpUri/uri',
    /This link has no URI/,
  ],
  [
    'a value-added module link with a scheme',
    'google.link.uri',
    'offerObject',
    offer({ valueAddedModuleData: { uri: 'https://shop.example/offer' } }),
    offer({ valueAddedModuleData: { uri: 'shop/offer' } }),
    '/valueAddedModuleData/uri',
    /The module’s link “shop\/offer” has no scheme/,
  ],
  [
    'an app link with a target',
    'google.appLink',
    'transitClass',
    transit({ appLinkData: { androidAppLinkInfo: { appTarget: { packageName: 'com.metro' } } } }),
    transit({ appLinkData: { androidAppLinkInfo: { appTarget: {} } } }),
    '/appLinkData/androidAppLinkInfo/appTarget',
    /The android app link has no target: set a package name \(Google prefers it\)/,
  ],
  [
    'an app link target URI with its title',
    'google.appLink',
    'offerObject',
    offer({
      appLinkData: {
        webAppLinkInfo: {
          appTarget: { targetUri: { uri: 'https://shop.example', description: 'Shop' } },
        },
      },
    }),
    offer({
      appLinkData: {
        webAppLinkInfo: { appTarget: { targetUri: { uri: 'https://shop.example' } } },
      },
    }),
    '/appLinkData/webAppLinkInfo/appTarget/targetUri/description',
    /“the description on the URI must be set”: write one \(the button has no text to take it from\)$/,
  ],
  [
    'app link button text with a link',
    'google.appLink',
    'offerClass',
    offerClass({
      appLinkData: {
        displayText: { defaultValue: { language: 'en', value: 'Open app' } },
        androidAppLinkInfo: { appTarget: { packageName: 'com.shop' } },
      },
    }),
    offerClass({
      appLinkData: { displayText: { defaultValue: { language: 'en', value: 'Open app' } } },
    }),
    '/appLinkData/displayText',
    /The app link button has text but no Android or web link/,
  ],
  [
    'a web app link to a web page, not a package',
    'google.appLink',
    'transitClass',
    transit({
      appLinkData: {
        webAppLinkInfo: {
          appTarget: { targetUri: { uri: 'https://m.example', description: 'Web' } },
        },
      },
    }),
    transit({ appLinkData: { webAppLinkInfo: { appTarget: { packageName: 'com.metro' } } } }),
    '/appLinkData/webAppLinkInfo/appTarget',
    /The web app link has no target URI; a package name opens an Android app, not a web page/,
  ],
  [
    'an https callback URL',
    'google.https',
    'offerClass',
    offerClass({ callbackOptions: { url: 'https://shop.example/callback' } }),
    offerClass({ callbackOptions: { url: 'http://shop.example/callback' } }),
    '/callbackOptions/url',
    /Callback URL “http:\/\/shop\.example\/callback” is not an https: address; Google calls back over HTTPS only/,
  ],
  [
    'an https activation URL',
    'google.https',
    'transitClass',
    transit({ activationOptions: { activationUrl: 'https://metro.example/activate' } }),
    transit({ activationOptions: { activationUrl: 'ftp://metro.example/activate' } }),
    '/activationOptions/activationUrl',
    /Activation URL .* HTTPS only/,
  ],
  [
    'no iOS app link',
    'google.deprecated',
    'transitClass',
    transit({ appLinkData: { androidAppLinkInfo: { appTarget: { packageName: 'com.metro' } } } }),
    transit({ appLinkData: { iosAppLinkInfo: { appTarget: { packageName: 'com.metro' } } } }),
    '/appLinkData/iosAppLinkInfo',
    /Google marks iOS app deprecated \(“Links to open iOS apps are not supported”\); export leaves it out/,
  ],
  [
    'no third list row',
    'google.deprecated',
    'transitClass',
    transit({ classTemplateInfo: { listTemplateOverride: { secondRowOption: { fields: [] } } } }),
    transit({ classTemplateInfo: { listTemplateOverride: { thirdRowOption: { fields: [] } } } }),
    '/classTemplateInfo/listTemplateOverride/thirdRowOption',
    /“Setting it will have no effect on what the user sees”/,
  ],
  [
    'a value-added module in the spec’s shape',
    'google.shape',
    'offerObject',
    offer(),
    offer({ valueAddedModuleData: { uri: 'https://shop.example/offer' } }),
    '/valueAddedModuleData',
    /Google’s API takes a list of value-added modules here and refuses a single one; this spec takes one/,
  ],
  [
    'a class’s one location',
    'google.shape',
    'offerObject',
    offer({ classReference: offerClass() }),
    offer({ classReference: offerClass({ locations: { latitude: 1, longitude: 2 } }) }),
    '/classReference/locations',
    /takes a list of locations here .* export leaves this deprecated field out/,
  ],
];
