// What a paste checks and says: a chunk of its own (loadPasteChecks), loaded on the first paste.
export { checkRowPaste } from './rowPaste';
export { checkSectionPaste, sectionWrites } from './sectionPaste';
export { describeSectionPaste, sectionPasted } from './describeSectionPaste';
