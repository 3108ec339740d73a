import type { ResourceKind } from '../schema/resources';
import offerObject from '../../public/samples/offer-object.json' with { type: 'json' };
import transitClass from '../../public/samples/transit-class.json' with { type: 'json' };

/**
 * The project's own sample passes, bundled so "new from sample" needs no fetch. The same files
 * are served from /samples/ for download. Each call site gets the shared object: clone to edit.
 */
export const samples: Readonly<Record<ResourceKind, unknown>> = { transitClass, offerObject };
