/** jsdom has no layout; CodeMirror measures text ranges, which jsdom leaves unimplemented. */
export function stubRangeLayout() {
  Range.prototype.getClientRects = () => document.createElement('span').getClientRects();
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
