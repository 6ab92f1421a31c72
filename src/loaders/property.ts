import { serverApi } from './server-api.ts';
import { orNullWhenMissing } from '../api/api-error.ts';
import { PropertySchema, type Property } from '../api/contract/property.ts';

/**
 * The property a page is for, or null when the code is unknown (the page then answers 404).
 * Property codes in URLs are matched case-insensitively by the API.
 */
export async function loadProperty(code: string | undefined): Promise<Property | null> {
  if (!code) return null;
  return orNullWhenMissing(serverApi.get(`Property/${encodeURIComponent(code)}`, PropertySchema));
}
