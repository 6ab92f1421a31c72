import { serverApi } from '../api/server-api.ts';
import { isApiError } from '../api/api-error.ts';
import { PropertySchema, type Property } from '../api/contract/property.ts';

/**
 * The property a page is for, or null when the code is unknown (the page then answers 404).
 * Property codes in URLs are matched case-insensitively by the API.
 */
export async function loadProperty(code: string | undefined): Promise<Property | null> {
  if (!code) return null;
  try {
    return await serverApi.get(`Property/${encodeURIComponent(code)}`, PropertySchema);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
