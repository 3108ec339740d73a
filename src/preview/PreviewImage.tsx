import { useState } from 'react';
import type { ImageModel } from './cardModel';
import { appImageSrc } from './sampleAsset';
import { editorMark } from './editorMark';

interface PreviewImageProps {
  image: ImageModel;
  className?: string;
}

/** An image (sample assets from the app itself), or a labelled placeholder with its URI when it is not http(s) or fails to load. */
export function PreviewImage({ image, className }: PreviewImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = appImageSrc(image.src);
  if (!src || failedSrc === src) {
    const reason = src ? 'Image did not load' : 'Not an http(s) image';
    return (
      <span
        {...editorMark}
        className={`pp-image-missing ${className ?? ''}`}
        role="img"
        aria-label={`${reason}: ${image.uri}`}
      >
        <span className="pp-image-missing__reason">{reason}</span>
        <span className="pp-image-missing__uri">{image.uri}</span>
      </span>
    );
  }
  return <img className={className} src={src} alt={image.alt} onError={() => setFailedSrc(src)} />;
}
