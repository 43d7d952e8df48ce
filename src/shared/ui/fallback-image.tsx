import '@mantine/core/styles/Image.css';
import { Image, type ImageProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** The local placeholder a failed image falls back to (docs/spec/DECISIONS.md "Images"). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * An image that falls back to the placeholder when it fails to load, including when it failed
 * before the page hydrated (the `error` event fired before React listened), which Mantine's own
 * `fallbackSrc` misses on a prerendered page.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  loading = 'lazy',
  ...rest
}: Omit<ImageProps, 'src' | 'fallbackSrc'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** `eager` for an image in the first screen (an article's picture). */
  loading?: 'lazy' | 'eager';
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <Image
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
