// The reviewed diffs in patches/ (each names the upstream issue that would remove it), applied to
// the dependency files they change as the build loads them: node_modules itself stays as
// installed. The build stops when a diff no longer applies, or when no module of the server
// build was the file it names (the dependency moved it). A diff whose header has the line
// `Also in development.` is applied by the development server too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { applyFilePatch, parseUnifiedDiff } from './unified-diff.mjs';

/** @param {string} folder */
function readPatches(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.patch'))
    .sort()
    .flatMap((name) => {
      const text = readFileSync(path.join(folder, name), 'utf8');
      const header = text.slice(0, text.indexOf('\n--- '));
      const devToo = /^Also in development\.$/m.test(header);
      return parseUnifiedDiff(text).map((patch) => ({ ...patch, name, devToo }));
    });
}

/** @param {string} [folder] */
export function dependencyPatches(folder = path.resolve('patches')) {
  const all = readPatches(folder);
  let patches = all;
  // Per build environment (client, ssr, …): the patches applied there.
  /** @type {Map<string, Set<unknown>>} */
  const applied = new Map();
  /** @param {string} environment */
  const appliedIn = (environment) =>
    applied.get(environment) ?? applied.set(environment, new Set()).get(environment);
  /** @type {import('vite').Plugin} */
  return {
    name: 'stayfront:dependency-patches',
    enforce: 'pre',
    configResolved(config) {
      patches = config.command === 'serve' ? all.filter((patch) => patch.devToo) : all;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      const patch = patches.find((p) => file.endsWith(`/${p.file}`));
      if (!patch) return undefined;
      try {
        appliedIn(this.environment?.name ?? '').add(patch);
        return { code: applyFilePatch(code, patch), map: null };
      } catch (error) {
        this.error(`patches/${patch.name}: ${/** @type {Error} */ (error).message}`);
      }
    },
    buildEnd() {
      if (this.environment?.name !== 'ssr' || this.environment.config.command !== 'build') return;
      const missing = patches.filter((patch) => !appliedIn('ssr').has(patch));
      if (missing.length)
        this.error(
          `No module was ${missing.map((p) => `${p.file} (patches/${p.name})`).join(', ')}`,
        );
    },
  };
}
