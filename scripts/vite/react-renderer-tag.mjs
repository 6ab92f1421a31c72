// Our own source only, server side: to learn which renderer draws an island, Astro renders it once
// inside a test component (React for a `<div>`, with the island's own body run inside) on every
// render of every island, unless the component carries Astro's renderer tag. React is this site's
// only renderer, so the server tags each default-exported component of src/: on a results page
// that test drew the island's body a second time (~4 % of the CPU in a profile).
const SOURCE = /\/src\/.+\.tsx$/;
const DEFAULT_COMPONENT = /^export default function ([A-Z]\w*)\(/m;

export function reactRendererTag() {
  return {
    name: 'stayfront:react-renderer-tag',
    transform(code, id, options) {
      if (!options?.ssr || !SOURCE.test(id)) return undefined;
      const component = DEFAULT_COMPONENT.exec(code)?.[1];
      if (!component) return undefined;
      const tag = `\n${component}[Symbol.for('astro:renderer')] = '@astrojs/react';\n`;
      return { code: code + tag, map: null };
    },
  };
}
