/** Theme colour names of spec §3 and the CSS variable each one sets. */
const THEME_VARIABLES = {
  Primary: '--theme-primary',
  Secondary: '--theme-secondary',
  Accent: '--theme-accent',
  Tertiary: '--theme-tertiary',
  Dark: '--theme-dark',
  DarkPage: '--theme-dark-page',
  Positive: '--theme-positive',
  Negative: '--theme-negative',
  Info: '--theme-info',
  Warning: '--theme-warning',
  LightPage: '--theme-light-page',
  BrandPrimary: '--theme-brand-primary',
} as const;

export type ThemeColours = Partial<Record<keyof typeof THEME_VARIABLES, string | null | undefined>>;

// Only plain colour values reach the stylesheet: a theme comes from configuration, and a value
// like `red;}body{display:none` must not be able to restyle the page.
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

/** The `:root` rule that brands one property's pages. */
export function themeCss(theme: ThemeColours | null | undefined): string {
  const declarations = Object.entries(THEME_VARIABLES).flatMap(([name, variable]) => {
    const value = theme?.[name as keyof ThemeColours]?.trim();
    return value && SAFE_COLOUR.test(value) ? [`${variable}:${value}`] : [];
  });
  return `:root{${declarations.join(';')}}`;
}

/** One theme colour when it is a plain colour value, else the fallback (for the embeddable widget). */
export function themeColour(
  theme: ThemeColours | null | undefined,
  name: keyof typeof THEME_VARIABLES,
  fallback: string,
): string {
  const value = theme?.[name]?.trim();
  return value && SAFE_COLOUR.test(value) ? value : fallback;
}
