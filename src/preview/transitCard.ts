import { fieldLabel, inSentence, safeLinkHref } from '../io';
import { instantOfText } from '../io/timeline';
import { googleLengths } from '../io/googleLimits';
import { transitTypeSchema } from '../schema';
import type { CardModel, DetailsModule, FieldModel, JourneyModel } from './cardModel';
import { phoneText } from './clipText';
import { formatDate } from './formatDate';
import { imageModel } from './imageModel';
import { pick } from './localize';
import type { ModelContext } from './modelContext';
import { enumValue, record, text } from './read';
import type { SampleTrip } from './sampleTrip';
import { customLabelField, labelFor } from './transitLabels';

/** Why the vehicle badge is the preview's own: said in the notes and on the badge. */
export const vehicleChoice = `Google documents no visual for the ${inSentence(fieldLabel('transitClass', ['transitType']))}`;

const vehicles: Readonly<Record<string, string>> = {
  BUS: 'Bus',
  RAIL: 'Rail',
  TRAM: 'Tram',
  FERRY: 'Ferry',
};

/** The parts of a transit card that come from the class and the sample trip. */
export function transitParts(ctx: ModelContext, trip: SampleTrip) {
  const cls = ctx.cls;
  const { language } = ctx;
  const issuerAt = text(pick(cls?.localizedIssuerName, undefined, language))
    ? 'localizedIssuerName'
    : 'issuerName';
  const issuerName = pick(cls?.localizedIssuerName, cls?.issuerName, language);
  const issuer = issuerName && phoneText(issuerName, googleLengths.issuerName);
  const departure = formatDate(trip.departure, 'DATE_TIME', ctx);
  const journey: JourneyModel = {
    origin: { name: trip.originName, code: trip.originCode },
    destination: { name: trip.destinationName, code: trip.destinationCode },
    roundTrip: trip.tripType === 'ROUND_TRIP',
    departure,
  };
  // A sample value labelled by its custom*Label: clicking it edits that label.
  const tripField = (path: string, value: string): FieldModel => {
    const labelField = customLabelField(path);
    return {
      label: labelFor(path, cls, language),
      value,
      segments: labelField ? [labelField] : null,
      missing: null,
      sample: true,
    };
  };
  const tripDetails: DetailsModule = {
    type: 'fields',
    heading: 'Trip details (sample data)',
    layout: 'grid',
    items: [
      tripField('ticketNumber', trip.ticketNumber),
      tripField('passengerNames', trip.passenger),
      tripField('ticketLeg.fareName', trip.fareName),
      tripField('ticketLeg.carriage', trip.carriage),
      tripField('ticketLeg.ticketSeat.coach', trip.coach),
      tripField('ticketLeg.ticketSeat.seat', trip.seat),
      tripField('ticketLeg.platform', trip.platform),
      tripField('ticketLeg.zone', trip.zone),
      tripField('purchaseDetails.purchasePrice', trip.price),
    ].filter((field) => field.value.trim() !== ''),
  };
  const activation = record(cls?.activationOptions);
  const activatedAt = instantOfText(ctx.activatedAt, ctx.zone);
  const awaitingActivation =
    activation !== undefined && (activatedAt === undefined || ctx.now.getTime() < activatedAt);
  const vehicleType = enumValue(transitTypeSchema, cls?.transitType);
  const vehicle = vehicleType ? vehicles[vehicleType] : undefined;
  const singleLeg = cls?.enableSingleLegItinerary === true;
  return {
    header: {
      logo: imageModel(cls?.logo, ['logo'], language, 'Logo'),
      wideLogo: imageModel(cls?.wideLogo, ['wideLogo'], language, 'Wide logo'),
      issuer: issuer ? { ...issuer, segments: [issuerAt] } : null,
    },
    journey,
    vehicle: vehicle && vehicleType ? { type: vehicleType, label: vehicle } : null,
    hero: imageModel(cls?.heroImage, ['heroImage'], language, 'Hero image'),
    itinerary: singleLeg
      ? {
          legs: [
            {
              from: trip.originName,
              to: trip.destinationName,
              departure,
              platform: tripField('ticketLeg.platform', trip.platform),
            },
          ],
        }
      : null,
    // Google: before activation "any existing redemption information will not be displayed".
    barcodeHidden: awaitingActivation
      ? 'Not activated yet (sample): Google shows the barcode once the ticket is activated.'
      : null,
    activation: awaitingActivation
      ? {
          label: 'Activate',
          href: safeLinkHref(activation.activationUrl),
          segments: ['activationOptions'],
        }
      : null,
    lead: [tripDetails],
    list: {
      logo: imageModel(cls?.logo, ['logo'], language, 'Logo'),
      title: issuer ? { ...issuer, segments: [issuerAt] } : null,
      first: {
        label: '',
        value: `${trip.originName} → ${trip.destinationName}`,
        segments: null,
        missing: null,
        sample: true,
      },
      second: { label: '', value: departure, segments: null, missing: null, sample: true },
    },
    notes: [
      {
        tone: 'info',
        text: 'Journey, seat and ticket code come from the sample trip: sample data, never exported.',
      },
      ...(singleLeg
        ? []
        : [
            {
              tone: 'info' as const,
              text: `Itinerary block hidden: a single-leg trip shows it only with “${fieldLabel('transitClass', ['enableSingleLegItinerary'])}” on.`,
            },
          ]),
      ...(vehicle
        ? [
            {
              tone: 'choice' as const,
              text: `Vehicle badge “${vehicle}”: ${vehicleChoice}.`,
            },
          ]
        : []),
    ] satisfies CardModel['notes'],
  };
}
