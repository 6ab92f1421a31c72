import * as v from 'valibot';

const colour = (description: string) =>
  v.pipe(
    v.string('must be a colour'),
    v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb'),
    v.description(description),
  );

/** The site's colours (the API's Theme); every one is needed, the pages have no fallback. */
export const ThemeSchema = v.strictObject({
  primary: colour('Buttons, links and headings.'),
  secondary: colour('Secondary actions.'),
  accent: colour('Highlights such as offers.'),
  tertiary: colour('Soft backgrounds.'),
  dark: colour('Dark text and surfaces.'),
  darkPage: colour('Page background in dark mode.'),
  positive: colour('Success messages.'),
  negative: colour('Errors.'),
  info: colour('Information messages.'),
  warning: colour('Warnings.'),
  lightPage: colour('Page background.'),
  brandPrimary: colour('The brand colour (header, logo surround).'),
});
export type ThemeInput = v.InferOutput<typeof ThemeSchema>;
