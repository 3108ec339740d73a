import modalDialogCss from '../ui/modalDialog.css?inline';
import popupMenuCss from '../ui/popupMenu.css?inline';
import linkCss from './link/link.css?inline';
import toolbarCss from './toolbar/toolbar.css?inline';
import differencesCss from './differences/differences.css?inline';
import sideBySideCss from './differences/sideBySide.css?inline';
import dialogCss from '../ui/dialog/dialog.css?inline';
import goToFieldCss from './goToField/goToField.css?inline';
import jsonViewCss from './jsonView/rawJson.css?inline';
import exportCss from './export/export.css?inline';
import saveLinkCss from './saveLink/saveLink.css?inline';
import shareCss from './share/share.css?inline';
import googleErrorsCss from './googleErrors/googleErrors.css?inline';
import compareCss from './compare/compare.css?inline';
import changesCss from './changes/changesDialog.css?inline';
import linkCheckCss from './linkCheck/linkCheck.css?inline';

/** The features' stylesheets as text, for the custom element's shadow root (after studioStyles). */
export const featureStyles = [
  modalDialogCss,
  popupMenuCss,
  toolbarCss,
  linkCss,
  differencesCss,
  sideBySideCss,
  dialogCss,
  goToFieldCss,
  jsonViewCss,
  exportCss,
  saveLinkCss,
  shareCss,
  googleErrorsCss,
  compareCss,
  changesCss,
  linkCheckCss,
].join('\n');
