/**
 * gtag's own shape: Tag Manager's Google tag reads commands (`consent`, `set`) pushed into the
 * dataLayer as `arguments` objects. Returns the command pushed.
 */
export function gtag(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the Google tag needs the Arguments object itself
  const command = arguments;
  (window.dataLayer ??= []).push(command);
  return command;
}
