import type { z } from 'zod';
import { offerObjectSchema, type OfferObject } from './offerObject';
import { transitClassSchema, type TransitClass } from './transitClass';

/** The two top-level resources Pass Studio edits. An OfferClass only appears embedded. */
export const resourceKinds = ['transitClass', 'offerObject'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const resourceSchemas: Record<ResourceKind, z.ZodType> = {
  transitClass: transitClassSchema,
  offerObject: offerObjectSchema,
};

export const resourceLabels: Record<ResourceKind, string> = {
  transitClass: 'Transit class',
  offerObject: 'Offer object',
};

export function isResourceKind(value: unknown): value is ResourceKind {
  return value === 'transitClass' || value === 'offerObject';
}

export type ResourceDocument = TransitClass | OfferObject;
