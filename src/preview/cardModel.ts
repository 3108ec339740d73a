import type { ResourceKind } from '../schema';
import type { Segments } from './read';
import type { RotatingSpec } from './rotatingValue';

/** Everything the preview draws, resolved from a document: plain data, no React, serialisable. */
export interface CardModel {
  kind: ResourceKind;
  /** The language shown (null: default values) and every language the document uses. */
  language: string | null;
  languages: readonly string[];
  /** The card colour, its text, and its labels' colour: the text at `LABEL_OPACITY` over it. */
  colours: { background: string; text: string; label: string };
  header: { logo: ImageModel | null; wideLogo: ImageModel | null; issuer: TextModel | null };
  /** Offer title; transit passes show the journey instead. */
  title: TextModel | null;
  /** Offer provider, "From" on the details screen. */
  provider: TextModel | null;
  journey: JourneyModel | null;
  vehicle: { type: string; label: string } | null;
  rows: readonly RowModel[];
  barcodeSection: {
    topStart: FieldModel | null;
    topEnd: FieldModel | null;
    bottom: FieldModel | null;
  };
  barcode: BarcodeModel | null;
  hero: ImageModel | null;
  /** The issuer is in demo mode: Google shows "[TEST ONLY]" in the pass's title. */
  demo: boolean;
  /** Card rows beyond Google's 3, marked where they would be. */
  leftOut: readonly LeftOutModel[];
  validity: TextModel | null;
  /** 'Expired', 'Inactive' or 'Completed' when the pass shows as expired (its state, or the moment past its end). */
  expired: string | null;
  /** Before the validity start: "Valid from Mar 20, 2026" (our wording: Google documents no look). */
  notYetValid: TextModel | null;
  /** Messages and value-added modules their display intervals hide at the moment. */
  hidden: readonly HiddenModel[];
  /** Why the barcode is not shown at the moment (a transit ticket before activation). */
  barcodeHidden: string | null;
  itinerary: ItineraryModel | null;
  activation: ActionModel | null;
  appLink: ActionModel | null;
  shimmer: boolean;
  details: readonly DetailsModule[];
  list: ListRowModel;
  notes: readonly Note[];
  /** Values the preview could not draw, located for the editor. */
  problems: readonly { segments: Segments; message: string }[];
}

export interface TextModel {
  /** As the phone shows it: cut with an ellipsis at Google's recommended length. */
  text: string;
  /** The whole text (up to the preview's cap) when `text` was cut: the details screen shows it. */
  full?: string;
  /** Where to edit it in the document; null for sample data or derived text. */
  segments: Segments | null;
}

export interface ImageModel {
  uri: string;
  /** Only http: and https: URIs become sources; anything else draws as a labelled placeholder. */
  src: string | null;
  alt: string;
  segments: Segments | null;
}

/** A label and value: a template item, a barcode-section slot, a trip detail. */
export interface FieldModel {
  label: string;
  value: string;
  segments: Segments | null;
  /** When nothing resolved, what the paths name: "Zone — no value on this pass" (a faint placeholder). */
  missing: string | null;
  href?: string;
  image?: ImageModel;
  /** From the sample trip, not the document. */
  sample?: boolean;
}

export interface RowModel {
  layout: 'one' | 'two' | 'three';
  items: readonly FieldModel[];
  segments: Segments;
}

export interface JourneyModel {
  origin: { name: string; code: string };
  destination: { name: string; code: string };
  roundTrip: boolean;
  departure: string;
}

export interface ItineraryModel {
  legs: readonly { from: string; to: string; departure: string; platform: FieldModel }[];
}

export interface ActionModel {
  label: string;
  href: string | null;
  segments: Segments;
}

export interface BarcodeModel {
  /** UPPER BarcodeType value. */
  type: string;
  /** Readable symbology name: 'QR code'. */
  name: string;
  /** The value encoded now (for a rotating barcode, the code at options.now). */
  value: string;
  /** The text under the symbol: alternateText, else the value. */
  caption: string;
  /** Why the value cannot be drawn; the view shows it in place of the symbol. */
  problem: string | null;
  sample: boolean;
  /** What the sample is, under the symbol: "Sample ticket code", "Sample offer code". */
  sampleLabel?: string;
  /** Set for a rotating barcode at a live moment: the view recomputes the value each period. */
  rotating: RotatingSpec | null;
  /** A rotating barcode at a chosen moment: "Code at 14:05:30; a new one every 30 s". */
  codeAt: string | null;
  /** Smart Tap hides the code behind a button labelled showCodeText. */
  hiddenBySmartTap: boolean;
  showCodeText: string;
  segments: Segments | null;
}

/** What Google leaves out of a list, said where it would be: "2 more messages are not shown: Google shows 10". */
export interface LeftOutModel {
  text: string;
  /** The Google page that states the count. */
  source: string;
  /** The first item left out. */
  segments: Segments | null;
}

export type DetailsModule =
  | ({ type: 'leftOut' } & LeftOutModel)
  | { type: 'image'; image: ImageModel; segments: Segments }
  | { type: 'text'; heading: string; body: string; segments: Segments | null }
  | { type: 'message'; heading: string; body: string; notifies: boolean; segments: Segments }
  /** `grid`: short values side by side (trip details); `list`: one item a line, as Google lists detailsItemInfos. */
  | { type: 'fields'; heading: string; items: readonly FieldModel[]; layout: 'grid' | 'list' }
  | { type: 'links'; heading: string; links: readonly LinkModel[] }
  | {
      type: 'valueAdded';
      heading: string;
      body: string;
      image: ImageModel | null;
      href: string | null;
      segments: Segments;
    };

export interface LinkModel {
  label: string;
  uri: string;
  /** Only http, https, mailto and tel become links. */
  href: string | null;
  segments: Segments;
}

export interface ListRowModel {
  /** Where the row sits in the passes list: Google moves expired passes to "Expired passes". */
  place: 'Passes' | 'Expired passes';
  logo: ImageModel | null;
  title: TextModel | null;
  firstRow: FieldModel | null;
  secondRow: FieldModel | null;
}

/** Something a display interval hides at the moment: named, with its window, located. */
export interface HiddenModel {
  kind: 'message' | 'valueAdded';
  name: string;
  /** "shows from Apr 24, 2026, 12:00 AM" or "showed until …". */
  when: string;
  segments: Segments;
}

export interface Note {
  /** 'choice': where Google is silent and the preview chose; 'warning': the document needs attention. */
  tone: 'choice' | 'warning' | 'info';
  text: string;
}
