/** A path into the document: property names, and array indices as numbers. */
export type Segments = readonly (string | number)[];
