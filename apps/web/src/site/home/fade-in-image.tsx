import { useEffect, useRef, useState } from 'react';
import type { SiteImage } from '../../config/site-config';

/**
 * An image that fades in once loaded. Width and height are always set so the box is reserved before
 * the file arrives (no layout shift); an image that finished loading before hydration shows at once.
 * A `priority` image (preloaded with the page) fades in with CSS on its first paint instead, so the
 * page's largest paint never waits for the script.
 */
export function FadeInImage({
  image,
  className = '',
  priority = false,
}: {
  image: SiteImage;
  className?: string;
  priority?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);
  return (
    <img
      ref={ref}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onLoad={priority ? undefined : () => setLoaded(true)}
      data-loaded={priority ? undefined : loaded}
      className={`${priority ? 'fade-in-on-paint' : 'fade-in-image'} h-auto w-full ${className}`}
    />
  );
}
