// A plain page: the custom element entry registers <pass-editor>; the schema entry needs no React.
import 'pass-studio/element';
import { offerObjectSchema } from 'pass-studio/schema';

const verdict = offerObjectSchema.safeParse({ id: '1.a', classId: '1.c', state: 'ACTIVE' });
document.getElementById('schema')!.textContent = `schema entry: ${String(verdict.success)}`;
