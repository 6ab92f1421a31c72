import { patchModule } from './patch-module.mjs';

// Server side: with `experimentalDisableStreaming`, @astrojs/react draws an island with React's
// synchronous `renderToString` instead of its web-streams renderer, whose HTML went through a
// TextEncoder, a ReadableStream and a TextDecoder before Astro put it into the page.
// The integration leaves out the island's id prefix there, so two islands' `useId` ids would clash
// and no longer match what the browser's hydration makes: the options go in as they do for streams.
const REACT_SERVER = /@astrojs\/react\/dist\/server\.js$/;

export const reactStringRender = () =>
  patchModule({
    name: 'stayfront:react-string-render',
    module: REACT_SERVER,
    find: 'html = ReactDOM.renderToString(vnode);',
    replace: 'html = ReactDOM.renderToString(vnode, renderOptions);',
    see: 'scripts/vite/react-string-render.mjs',
    // The dev server draws islands the same way, so its ids must match the browser's too.
    devToo: true,
  });
