import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyPatches } from '../scripts/vite/dependency-patches.mjs';
import { applyFilePatch, parseUnifiedDiff } from '../scripts/vite/unified-diff.mjs';

// The diffs the build applies to dependencies (scripts/vite/dependency-patches.mjs): each must
// apply to the installed version, name the upstream report that would remove it, and stop the
// build when the dependency changed under it.
const FOLDER = path.resolve('patches');
const names = readdirSync(FOLDER).filter((name) => name.endsWith('.patch'));
const read = (name: string) => readFileSync(path.join(FOLDER, name), 'utf8');

describe.each(names)('patches/%s', (name) => {
  const patches = parseUnifiedDiff(read(name));

  it('names its upstream report', () => {
    const report = /^Upstream: (docs\/upstream\/[\w.-]+\.md)/m.exec(read(name))?.[1];
    expect(report && existsSync(report)).toBe(true);
  });

  it.each(patches.map((patch) => [patch.file, patch] as const))(
    'changes the installed %s',
    (file, patch) => {
      const installed = readFileSync(file, 'utf8');
      const patched = applyFilePatch(installed, patch);
      for (const { after } of patch.hunks) expect(patched).toContain(after.join('\n'));
    },
  );
});

describe('a diff', () => {
  const diff = `--- a/lib.js
+++ b/lib.js
@@ -1,3 +1,3 @@
 function render(vnode) {
-  return toString(vnode);
+  return toString(vnode, options);
 }
`;
  const [patch] = parseUnifiedDiff(diff);
  const source =
    'import x;\nfunction render(vnode) {\n  return toString(vnode);\n}\nexport { render };\n';

  it('is applied where its lines are', () => {
    expect(applyFilePatch(source, patch!)).toBe(
      'import x;\nfunction render(vnode) {\n  return toString(vnode, options);\n}\nexport { render };\n',
    );
  });

  it('stops the build when the file changed under it', () => {
    const changed = source.replace('toString(vnode)', 'toString(vnode, {})');
    expect(() => applyFilePatch(changed, patch!)).toThrow('lib.js: hunk 1 no longer matches');
  });

  it('stops the build when its lines are in the file twice', () => {
    expect(() => applyFilePatch(source + source, patch!)).toThrow('matches more than once');
  });
});

describe('the build', () => {
  const diff = `Upstream: docs/upstream/lib.md

--- a/node_modules/lib/lib.js
+++ b/node_modules/lib/lib.js
@@ -1,1 +1,1 @@
-  return toString(vnode);
+  return toString(vnode, options);
`;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'patches-'));
  writeFileSync(path.join(folder, 'lib.patch'), diff);
  const build = () => {
    const plugin = dependencyPatches(folder) as unknown as {
      configResolved: (config: { command: string }) => void;
      transform: (this: unknown, code: string, id: string) => { code: string } | undefined;
      buildEnd: (this: unknown) => void;
    };
    plugin.configResolved({ command: 'build' });
    const context = {
      environment: { name: 'ssr', config: { command: 'build' } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    return {
      load: (code: string, id = '/app/node_modules/lib/lib.js') =>
        plugin.transform.call(context, code, id)?.code,
      end: () => plugin.buildEnd.call(context),
    };
  };

  it('loads the dependency patched', () => {
    const { load, end } = build();
    expect(load('  return toString(vnode);\n')).toBe('  return toString(vnode, options);\n');
    expect(end).not.toThrow();
  });

  it('fails when a diff no longer applies', () => {
    expect(() => build().load('  return toString(vnode, {});\n')).toThrow(
      'patches/lib.patch: node_modules/lib/lib.js: hunk 1 no longer matches',
    );
  });

  it('fails when no module was the file a diff names', () => {
    expect(build().end).toThrow('No module was node_modules/lib/lib.js (patches/lib.patch)');
  });
});
