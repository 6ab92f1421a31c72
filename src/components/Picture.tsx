import type { ImgHTMLAttributes } from 'react';
import { webpOf } from '../site/webp.ts';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string };

/**
 * An `<img>` that offers the WebP copy of the site's own pictures first. The `<picture>` wrapper
 * is a block box holding the image: with `display: contents` Chromium made its `<source>` a grid
 * item of the card, which pushed the photo into the text's column.
 */
export function Picture(props: Props) {
  const webp = webpOf(props.src);
  if (!webp) return <img {...props} />;
  return (
    <picture className="block">
      <source type="image/webp" srcSet={webp} />
      <img {...props} />
    </picture>
  );
}
