import { cspSource } from '../serving/csp-source.ts';

/**
 * The page's script files wait for its largest picture to be on the screen. The
 * layout's starter and Astro's island runtime are written as inert tags of this type
 * (patches/astro-later-script-tags.patch); the loader of `laterScripts` turns them into real ones.
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
 * (the buttons do nothing as HTML; the links would leave for a page of their own). A button
 * pressed or a form sent inside an island that has not woken yet is held too (saying so under the
 * island) and pressed or sent again once the island is awake: a button would do nothing, and a
 * form would go to its page as HTML without the island's own data (a payment link lost its `?id=`
 * and answered "This link is invalid").
 */
const start = (ordered: boolean) =>
  '(()=>{let d=document,a=addEventListener,p,done,' +
  // Every inert tag becomes a real script; resolves once all have run (or failed). Ordered, they
  // run in the order of the page (a non-English page's texts before the islands that read them).
  `g=()=>p??=Promise.all([...d.querySelectorAll('[type="${LATER_SCRIPT_TYPE}"]')].map(o=>new Promise(r=>{let e=d.createElement("script");o.hasAttribute("data-module")&&(e.type="module");e.src=o.dataset.src;${ordered ? 'e.async=!1;' : ''}e.onload=e.onerror=r;o.replaceWith(e)}))).then(()=>done=1);` +
  // Browsers without largest-paint timing (Safari) go on at `load`.
  'a("load",()=>{let h=d.querySelector("img[fetchpriority=high]"),t=()=>setTimeout(g),L="largest-contentful-paint";setTimeout(g,1e3);' +
  'PerformanceObserver.supportedEntryTypes.includes(L)?new PerformanceObserver(l=>l.getEntries().some(e=>!h||e.element==h||e.size>h.width*h.height)&&t()).observe({type:L,buffered:!0}):t()});' +
  'a("pointerdown",g,!0);a("keydown",g,!0);' +
  'a("click",e=>{let b=!done&&e.target.closest("[name=choice],[data-menu-action],[data-menu-logout] button");b&&(e.preventDefault(),e.stopImmediatePropagation(),g().then(()=>b.click()))},!0)';
/** What a form sent or a button pressed before its island woke up says while it waits. */
export const FORM_WAITS = 'One moment: the page is still loading.';
// A button pressed or a form sent in an island that has not woken yet is pressed or sent again
// through the island once it has, instead of being lost or sent as HTML.
const HOLD_FORMS =
  ';let h=(e,t,go)=>{let i=()=>t.closest("astro-island[ssr]"),n;i()&&(e.preventDefault(),e.stopImmediatePropagation(),t.w||(t.w=1,' +
  // Said after the island, outside what React will wake: nothing in its own HTML may change.
  `n=d.createElement("p"),n.role="status",n.textContent=${JSON.stringify(FORM_WAITS)},i().after(n),` +
  'g().then(function w(){i()?setTimeout(w,50):setTimeout(()=>{n.remove();t.w=0;go()},50)})))};' +
  'a("click",e=>{let b=e.target.closest("button");b&&h(e,b,()=>b.click())},!0);' +
  'a("submit",e=>{let f=e.target,s=e.submitter;h(e,f,()=>f.requestSubmit(s))},!0)';
const END = '})()';

/**
 * The loader and its CSP source, for pages whose islands draw forms as HTML and for pages without;
 * `ordered` for pages that load their islands' texts as a file (site/island-text-keys.ts): English
 * pages have none, and their scripts run as each arrives.
 */
export function laterScripts(ordered: boolean) {
  return ordered ? ORDERED : UNORDERED;
}

function loaders(ordered: boolean) {
  return {
    holdingForms: later(start(ordered) + HOLD_FORMS + END),
    // Rooms & Rates draws no form before its island wakes, and its page must fit the first round
    // trip: a Select pressed before then starts the scripts and is pressed again by the guest.
    withoutForms: later(start(ordered) + END),
  };
}

function later(source: string) {
  return { source, hash: cspSource(source) };
}

const UNORDERED = loaders(false);
const ORDERED = loaders(true);
