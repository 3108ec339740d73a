import type { ResourceKind } from '../schema/resources';
import offerClass from '../../public/samples/offer-class.json' with { type: 'json' };
import offerObject from '../../public/samples/offer-object.json' with { type: 'json' };
import transitClass from '../../public/samples/transit-class.json' with { type: 'json' };

/**
 * The project's own sample passes, bundled so "new from sample" needs no fetch. The same files
 * are served from /samples/ for download. Each call site gets the shared object: clone to edit.
 * The offer class sample is the offer object sample's embedded class, as its own document.
 */
export const samples: Readonly<Record<ResourceKind, unknown>> = {
  transitClass,
  offerClass,
  offerObject,
};
