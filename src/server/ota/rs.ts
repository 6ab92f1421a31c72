import type { OtaError } from './errors.ts';

const OTA_NAMESPACE = 'http://www.opentravel.org/OTA/2003/05';

export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** The answer to a notification: `<Success/>`, or the errors and nothing applied. */
export function otaResponse(
  name: string,
  request: { echoToken?: string | undefined; attributes?: string | undefined },
  errors: readonly OtaError[],
  now: Date,
  /** What a successful answer carries after `<Success/>`. */
  content = '',
): string {
  const echo =
    request.echoToken === undefined ? '' : ` EchoToken="${escapeXml(request.echoToken)}"`;
  const body = errors.length
    ? `<Errors>${errors
        .map(
          (error) =>
            `<Error Type="${error.type}" Code="${error.code}" ShortText="${escapeXml(error.text)}">${escapeXml(error.text)}</Error>`,
        )
        .join('')}</Errors>`
    : `<Success/>${content}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${name} xmlns="${OTA_NAMESPACE}"${echo} TimeStamp="${now.toISOString()}" Version="1.0"${errors.length ? '' : (request.attributes ?? '')}>${body}</${name}>`;
}
