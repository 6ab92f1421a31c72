import type { APIRoute } from 'astro';
import { loadProperty } from '../../loaders/property.ts';
import { loadWidgetConfig } from '../../loaders/widget-config.ts';

// Public facts for the search widget on hotel websites (issue 16): any site may read them.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'application/json; charset=utf-8',
};

export const GET: APIRoute = async ({ params }) => {
  const property = await loadProperty(params.propertyCode);
  if (!property)
    return new Response(JSON.stringify({ Message: 'Property not found' }), {
      status: 404,
      headers: CORS,
    });
  return new Response(JSON.stringify(await loadWidgetConfig(property, new Date())), {
    headers: { ...CORS, 'Cache-Control': 'public, max-age=300' },
  });
};
