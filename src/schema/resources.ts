import type { z } from 'zod';
import { offerClassSchema, type OfferClass } from './offerClass';
import { offerObjectSchema, type OfferObject } from './offerObject';
import { transitClassSchema, type TransitClass } from './transitClass';

/**
 * The top-level resources Pass Studio edits (docs/decisions.md, "Resource kinds"). An offer class is a
 * document of its own and may also be embedded in an offer object as `classReference`.
 */
export const resourceKinds = ['transitClass', 'offerClass', 'offerObject'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export const resourceSchemas: Record<ResourceKind, z.ZodType> = {
  transitClass: transitClassSchema,
  offerClass: offerClassSchema,
  offerObject: offerObjectSchema,
};

export const resourceLabels: Record<ResourceKind, string> = {
  transitClass: 'Transit class',
  offerClass: 'Offer class',
  offerObject: 'Offer object',
};

/** Classes are templates shared by many passes; objects are one pass each. */
export const classKinds: readonly ResourceKind[] = ['transitClass', 'offerClass'];

export function isResourceKind(value: unknown): value is ResourceKind {
  return (resourceKinds as readonly unknown[]).includes(value);
}

export type ResourceDocument = TransitClass | OfferClass | OfferObject;
