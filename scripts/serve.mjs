// Starts the built server (dist/) and says where the demo property is once the database is ready.
// React and other libraries take their fast production paths only when told so.
process.env.NODE_ENV ??= 'production';
process.env.HOST ??= '127.0.0.1';
process.env.PORT ??= '4321';

await import('../dist/server/entry.mjs');

const origin = `http://${process.env.HOST}:${process.env.PORT}`;
const demo = process.env.DEFAULT_PROPERTY ?? 'GRANDLDN';
for (let attempt = 0; attempt < 600; attempt++) {
  try {
    // The first API call opens the database, runs migrations and seeds the demo data.
    const response = await fetch(`${origin}/api/health`);
    if (response.ok) {
      console.log(`\nStayfront is ready: ${origin}/Book/${demo}\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
