/** Spec §9: a logo wider than 16:9 is shown 300 px wide, any other 100 px. */
export function logoWidth(size: { width: number; height: number } | undefined): 300 | 100 {
  if (!size || size.height <= 0) return 100;
  return size.width / size.height > 16 / 9 ? 300 : 100;
}
