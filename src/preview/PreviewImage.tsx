import { memo, useState } from 'react';
import type { ImageModel } from './cardModel';
import { appImageSrc } from './sampleAsset';
import { editorMark } from './editorMark';

interface PreviewImageProps {
  image: ImageModel;
  className?: string;
}

/**
 * Why an image draws as a placeholder, in a few words. Never its URI: a data: URI runs to
 * thousands of characters, and the field says which URI it is.
 */
function placeholderText(uri: string, loadFailed: boolean): string {
  if (loadFailed) return 'Image did not load';
  if (/^\s*data:/i.test(uri)) return 'Embedded image — Google needs an https URL';
  return 'Not an https image — Google needs an https URL';
}

/**
 * An image (sample assets from the app itself), or a short placeholder saying why not: Google
 * loads images over https only, so nothing else is drawn, and one that fails to load says so.
 */
export const PreviewImage = memo(function PreviewImage({ image, className }: PreviewImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = /^\s*https:/i.test(image.uri) ? appImageSrc(image.src) : null;
  if (!src || failedSrc === src) {
    const text = placeholderText(image.uri, src !== null);
    return (
      <span
        {...editorMark}
        className={`pp-image-missing ${className ?? ''}`}
        role="img"
        aria-label={text}
      >
        <span className="pp-image-missing__reason">{text}</span>
      </span>
    );
  }
  return <img className={className} src={src} alt={image.alt} onError={() => setFailedSrc(src)} />;
});
