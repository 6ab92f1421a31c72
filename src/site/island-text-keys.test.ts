import { expect, it } from 'vitest';
import { withLaterTextFiles } from './island-text-keys.ts';

const built = { de: '/ClientApp/texts/d1.js' };
const later = (src: string) => `<script type="text/x-later" data-src="${src}"></script>`;

it('loads the language’s texts as a file ahead of the page’s first script', () => {
  const page =
    `<body>${later('/ClientApp/astro-island.X.js')}` +
    '<astro-island component-url="/ClientApp/Rooms.A.js" ssr client="afterload"></astro-island>' +
    `${later('/ClientApp/Layout.B.js')}</body>`;
  expect(withLaterTextFiles(page, 'de', built)).toBe(
    `<body>${later('/ClientApp/texts/d1.js')}${page.slice('<body>'.length)}`,
  );
});

it('leaves the texts to the page where an island wakes at once or nothing was built', () => {
  const page =
    `${later('/ClientApp/Layout.B.js')}` +
    '<astro-island component-url="/ClientApp/Rooms.A.js" ssr client="load"></astro-island>';
  expect(withLaterTextFiles(page, 'de', built)).toBeUndefined();
  expect(withLaterTextFiles(later('/ClientApp/Layout.B.js'), 'de', null)).toBeUndefined();
  expect(withLaterTextFiles(later('/ClientApp/Layout.B.js'), 'fr', built)).toBeUndefined();
  expect(withLaterTextFiles('<p>no scripts</p>', 'de', built)).toBeUndefined();
});
