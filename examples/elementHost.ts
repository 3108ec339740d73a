import '../src/strictCsp';
import {
  defineElement,
  type PassEditorChangeDetail,
  type PassEditorExportDetail,
  type PassEditorElement,
} from '../src/embed/passEditorElement';

defineElement();

const editor = document.getElementById('editor') as PassEditorElement | null;
const events = document.getElementById('events');
if (!editor || !events) throw new Error('element-host.html lacks #editor or #events');

editor.value = {
  id: '3388000000022.element-offer',
  classId: '3388000000022.element-offer-class',
  classReference: {
    id: '3388000000022.element-offer-class',
    title: 'Free pastry',
    provider: 'Acme Bakery',
  },
};

function note(text: string) {
  const item = document.createElement('li');
  item.textContent = text;
  events?.append(item);
}

editor.addEventListener('change', (event) => {
  const { document: pass, valid, issues } = (event as CustomEvent<PassEditorChangeDetail>).detail;
  note(`change: id ${String(pass.id)}, valid ${String(valid)}, ${issues.length} issue(s)`);
});
editor.addEventListener('export', (event) => {
  note(`export: ${(event as CustomEvent<PassEditorExportDetail>).detail.json.length} characters`);
});
