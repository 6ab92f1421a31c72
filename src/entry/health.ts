import http from 'node:http';

/**
 * Waits until the API at `origin` answers its health check: the first call opens the database,
 * runs migrations and seeds the demo data. Plain http rather than fetch keeps the primary small
 * (fetch's client is a few MB of code). Gives up after `attempts` tries `every` ms apart.
 */
export async function waitUntilHealthy(
  origin: string,
  { attempts = 600, every = 200 }: { attempts?: number; every?: number } = {},
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await healthy(origin)) return true;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  return false;
}

function healthy(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/api/health`, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}
