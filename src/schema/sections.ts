import type { ResourceKind } from './resources';
import type { SectionId } from './fieldUi';

export interface Section {
  id: SectionId;
  title: string;
}

/** The offer class's sections, as a document and embedded in an offer object as classReference. */
export const offerClassSections: readonly Section[] = [
  { id: 'basics', title: 'Basics' },
  { id: 'images', title: 'Images' },
  { id: 'template', title: 'Card template' },
  { id: 'modules', title: 'Modules' },
  { id: 'behaviour', title: 'Behaviour' },
];

/** Editor sections per resource, in the order a designer thinks in. */
export const resourceSections: Record<ResourceKind, readonly Section[]> = {
  transitClass: [
    { id: 'basics', title: 'Basics' },
    { id: 'images', title: 'Images' },
    { id: 'template', title: 'Card template' },
    { id: 'modules', title: 'Modules' },
    { id: 'labels', title: 'Labels' },
    { id: 'behaviour', title: 'Behaviour' },
  ],
  offerClass: offerClassSections,
  offerObject: [
    { id: 'basics', title: 'Basics' },
    { id: 'offerClass', title: 'Offer class' },
    { id: 'barcode', title: 'Barcode' },
    { id: 'validity', title: 'Validity and state' },
    { id: 'modules', title: 'Modules' },
    { id: 'restrictions', title: 'Restrictions' },
    { id: 'locations', title: 'Locations' },
  ],
};
