import type { ImgHTMLAttributes } from 'react';
import { webpOf } from '../site/webp.ts';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string };

/**
 * An `<img>` that offers the WebP copy of the site's own pictures first. The `<picture>` wrapper
 * takes no box (`display: contents`), so the picture lays out exactly as the bare image would.
 */
export function Picture(props: Props) {
  const webp = webpOf(props.src);
  if (!webp) return <img {...props} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webp} />
      <img {...props} />
    </picture>
  );
}
