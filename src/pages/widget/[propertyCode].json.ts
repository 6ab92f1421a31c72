import type { APIRoute } from 'astro';
import { loadWidgetConfig } from '../../loaders/widget-config.ts';

// Public facts for the search widget on hotel websites: any site may read them.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Content-Type': 'application/json; charset=utf-8',
};

export const GET: APIRoute = async ({ params }) => {
  const config = await loadWidgetConfig(params.propertyCode, new Date());
  if (!config)
    return new Response(JSON.stringify({ Message: 'Property not found' }), {
      status: 404,
      headers: CORS,
    });
  return new Response(JSON.stringify(config), {
    headers: { ...CORS, 'Cache-Control': 'public, max-age=300' },
  });
};
