import { useState } from 'react';
import type { ImageModel } from './cardModel';

interface PreviewImageProps {
  image: ImageModel;
  className?: string;
}

/** An image, or a labelled placeholder with its URI when it is not http(s) or fails to load. */
export function PreviewImage({ image, className }: PreviewImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!image.src || failedSrc === image.src) {
    const reason = image.src ? 'Image did not load' : 'Not an http(s) image';
    return (
      <span
        className={`pp-image-missing ${className ?? ''}`}
        role="img"
        aria-label={`${reason}: ${image.uri}`}
      >
        <span className="pp-image-missing__reason">{reason}</span>
        <span className="pp-image-missing__uri">{image.uri}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      onError={() => setFailedSrc(image.src)}
    />
  );
}
