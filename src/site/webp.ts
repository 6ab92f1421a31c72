// The site's own pictures (`/images/….jpg`) each have a WebP copy beside them, about a third of
// the bytes at the same size (`tests/pictures.test.ts` holds every JPEG there to it); a hotel's
// pictures from elsewhere are shown as they are. Browsers without WebP take the JPEG through
// `<picture>`, so the copy is offered, never required.
const OWN_JPEG = /^\/images\/[\w/-]+\.jpg$/;

/** One of the site's own JPEG pictures (`/images/….jpg`, no query, no way out of the folder). */
export function isOwnJpeg(url: string | null | undefined): url is string {
  return !!url && OWN_JPEG.test(url);
}

/** The WebP copy of one of the site's own JPEG pictures, or undefined for any other address. */
export function webpOf(url: string | null | undefined): string | undefined {
  return isOwnJpeg(url) ? `${url.slice(0, -'.jpg'.length)}.webp` : undefined;
}

/** A `srcset` of the site's own JPEGs as WebP copies, or undefined when any of them is not one. */
export function webpSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  const parts = srcset.split(',').map((part) => {
    const [url, width] = part.trim().split(/\s+/);
    const webp = webpOf(url);
    return webp && `${webp}${width ? ` ${width}` : ''}`;
  });
  return parts.every(Boolean) ? parts.join(', ') : undefined;
}

/**
 * The WebP candidates of a picture with an optional `srcset`: the copy of each size when all have
 * one, or else the copy of the picture itself. Undefined when it is not one of the site's own.
 * The page's `<source>` and the head's preload both take it, so the browser asks for one file.
 */
export function webpCandidates(url: string | null | undefined, srcset?: string) {
  const webp = webpOf(url);
  return webp ? { href: webp, srcset: webpSrcset(srcset) } : undefined;
}

/** What a head's `<link rel="preload" as="image">` names for a picture: its WebP copy when it has one. */
export function picturePreload(url: string, srcset?: string) {
  const webp = webpCandidates(url, srcset);
  return webp
    ? { href: webp.href, imagesrcset: webp.srcset, type: 'image/webp' }
    : { href: url, imagesrcset: srcset, type: undefined };
}
