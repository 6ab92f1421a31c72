import { describe, expect, it } from 'vitest';
import { memoImports } from '../scripts/vite/memo-imports.mjs';

// The rewrite of Astro's server chunks that keeps each page's module once loaded.
describe("the server build's page imports", () => {
  const build = () => {
    const plugin = memoImports() as unknown as {
      renderChunk: (this: unknown, code: string) => { code: string } | undefined;
      generateBundle: (this: unknown) => void;
    };
    const context = {
      environment: { name: 'ssr' },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    return {
      render: (code: string) => plugin.renderChunk.call(context, code)?.code,
      end: () => plugin.generateBundle.call(context),
    };
  };

  it('keep the first import of each page and hand it out again', () => {
    const { render, end } = build();
    const out = render('const routes = [{ page: () => import("./chunks/page.mjs") }];\n');
    expect(out).toBe(
      'const routes = [{ page: ((loaded) => () => (loaded ??= import("./chunks/page.mjs")))() }];\n',
    );
    expect(render('() => import("./x.mjs").then((m) => m.default);\n')).toBeUndefined();
    expect(end).not.toThrow();
  });

  it('stop the build when Astro no longer loads pages that way', () => {
    const { render, end } = build();
    render('const routes = [{ page: async () => await load("page") }];\n');
    expect(end).toThrow('No page import');
  });
});
