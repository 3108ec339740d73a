import { focusWhenRendered } from '../studio';

/** The element id of a document's tab. */
export const tabId = (id: string) => `tab-${id}`;

/** The focus goes to a document's tab, as soon as it is drawn. */
export const focusTab = (id: string) =>
  focusWhenRendered(() => document.getElementById(tabId(id)), { block: 'nearest' });
