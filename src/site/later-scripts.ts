import { cspSource } from './csp-source.ts';

/**
 * The page's script files wait for its largest picture to be on the screen (issue 15). The
 * layout's starter and Astro's island runtime are written as inert tags of this type
 * (patches/astro-later-script-tags.patch); `LATER_SCRIPTS_LOADER` turns them into real ones.
 *
 * Fetched with the page, they ran before its first paint whenever they arrived first (always on a
 * fast connection), and Lighthouse's phone then counted their download into the paint: LCP ~1.1 s
 * instead of ~0.75 s on Rooms & Rates. Nothing they do is needed for the first screen: the menu,
 * forms and links work as HTML, and islands wake on a tap.
 */
export const LATER_SCRIPT_TYPE = 'text/x-later';

/**
 * Inline, at the end of the body. After `load`, once the browser reports the page's largest paint
 * (its hero picture, `fetchpriority="high"`, or anything larger), it swaps every inert tag for a
 * real script; at the latest 1 s after `load`. (The browser reports a paint once it is on the
 * screen.) The guest's first tap or key starts them at once. A click on the cookie banner's buttons
 * or the menu's dialog links and logout before they have run is held and made again once they have
 * (the buttons do nothing as HTML; the links would leave for a page of their own).
 */
export const LATER_SCRIPTS_LOADER =
  '(()=>{let d=document,a=addEventListener,p,done,' +
  // Every inert tag becomes a real script; resolves once all have run (or failed).
  `g=()=>p??=Promise.all([...d.querySelectorAll('[type="${LATER_SCRIPT_TYPE}"]')].map(o=>new Promise(r=>{let e=d.createElement("script");o.hasAttribute("data-module")&&(e.type="module");e.src=o.dataset.src;e.onload=e.onerror=r;o.replaceWith(e)}))).then(()=>done=1);` +
  // Browsers without largest-paint timing (Safari) go on at `load`.
  'a("load",()=>{let h=d.querySelector("img[fetchpriority=high]"),t=()=>setTimeout(g),L="largest-contentful-paint";setTimeout(g,1e3);' +
  'PerformanceObserver.supportedEntryTypes.includes(L)?new PerformanceObserver(l=>l.getEntries().some(e=>!h||e.element==h||e.size>h.width*h.height)&&t()).observe({type:L,buffered:!0}):t()});' +
  'a("pointerdown",g,!0);a("keydown",g,!0);' +
  'a("click",e=>{let b=!done&&e.target.closest("[data-choice],[data-menu-action],[data-menu-logout] button");b&&(e.preventDefault(),e.stopImmediatePropagation(),g().then(()=>b.click()))},!0)})()';

/** The loader's CSP source. */
export const LATER_SCRIPTS_HASH = cspSource(LATER_SCRIPTS_LOADER);
