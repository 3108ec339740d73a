import { resourceLabels } from '../../schema/resources';
import { isRecord } from '../walkDocument';
import type { SharedPreview } from './sharedPreview';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** What a shared pass is called: its offer's title, else its issuer, else its kind. */
export function sharedTitle({
  kind,
  document,
  pairedClass,
}: Pick<SharedPreview, 'kind' | 'document' | 'pairedClass'>): string {
  const offerClass = isRecord(document.classReference) ? document.classReference : pairedClass;
  return (
    text(document.title) ??
    text(offerClass?.title) ??
    text(document.issuerName) ??
    text(offerClass?.issuerName) ??
    resourceLabels[kind]
  );
}
