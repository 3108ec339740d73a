import formsCss from '../forms/forms.css?inline';
import previewCss from '../preview/preview.css?inline';
import verdictCss from './documentVerdict.css?inline';
import studioCss from './studio.css?inline';
import segmentedCss from '../ui/segmented.css?inline';
import showPathCss from '../ui/showPath.css?inline';
import tooltipCss from '../ui/tooltip.css?inline';
import visuallyHiddenCss from '../ui/visuallyHidden.css?inline';

/**
 * Every stylesheet the editor's layout and parts need, as text (for a shadow root), in the order
 * the package's style.css has them, lower layers first (the ui controls, the parts that style
 * them, the layout around the parts), so that rules of equal weight resolve as they do there.
 * A part that loads on first use brings its own (the card template: src/ui/adoptStyles.ts).
 */
export const studioStyles = [
  visuallyHiddenCss,
  segmentedCss,
  showPathCss,
  tooltipCss,
  formsCss,
  previewCss,
  studioCss,
  verdictCss,
].join('\n');
