import formsCss from '../forms/forms.css?inline';
import templateCss from '../forms/template/template.css?inline';
import previewCss from '../preview/preview.css?inline';
import changesCss from './changes.css?inline';
import verdictCss from './documentVerdict.css?inline';
import studioCss from './studio.css?inline';
import segmentedCss from '../ui/segmented.css?inline';
import showPathCss from '../ui/showPath.css?inline';
import tooltipCss from '../ui/tooltip.css?inline';
import visuallyHiddenCss from '../ui/visuallyHidden.css?inline';

/** Every stylesheet the editor's layout and parts need, as text (for a shadow root). */
export const studioStyles = [
  visuallyHiddenCss,
  studioCss,
  verdictCss,
  changesCss,
  formsCss,
  showPathCss,
  segmentedCss,
  tooltipCss,
  templateCss,
  previewCss,
].join('\n');
