import { addDays, isIsoDate } from '../domain/shared/clock.ts';
import { isWidgetConfig, type WidgetConfig } from '../site/widget-config.ts';
import * as urls from '../site/urls.ts';

/**
 * The search form for hotel websites: `<script src="…/widget.js" async></script>` and
 * `<stayfront-search property="GRANDLDN"></stayfront-search>` anywhere on the page. It draws
 * dates, rooms, guests and a promo code in the hotel's colours (inside a shadow root, so the host
 * page's styles neither reach it nor are touched), and opens Rooms & Rates on the booking site with
 * the deep link. Plain DOM, no framework: it has to stay a few kilobytes on someone else's page.
 */

// The booking site is where this script came from, whatever page embeds it.
const script = document.currentScript;
const SITE = new URL(script instanceof HTMLScriptElement ? script.src : location.href).origin;

const STYLE = `
:host{all:initial;display:block;font:16px/1.4 system-ui,sans-serif;color:var(--text)}
form{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));align-items:end;padding:16px;border-radius:8px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15)}
label{display:grid;gap:4px;font-weight:600;font-size:14px}
input,select{font:inherit;min-height:44px;padding:0 8px;border:1px solid #767676;border-radius:4px;background:#fff;color:inherit}
:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
button{font:inherit;font-weight:700;min-height:44px;padding:0 20px;border:0;border-radius:4px;background:var(--primary);color:#fff;cursor:pointer}
[role=alert]{grid-column:1/-1;margin:0;color:#b3261e;font-weight:600}
[role=alert]:empty{display:none}`;

const options = (min: number, max: number, selected: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i)
    .map((n) => `<option${n === selected ? ' selected' : ''}>${n}</option>`)
    .join('');

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class StayfrontSearch extends HTMLElement {
  async connectedCallback(): Promise<void> {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const code = this.getAttribute('property') ?? '';
    let config: WidgetConfig;
    try {
      const answer = await fetch(`${SITE}${urls.widgetConfig(code)}`);
      const body: unknown = answer.ok ? await answer.json() : null;
      if (!isWidgetConfig(body)) throw new Error(String(answer.status));
      config = body;
    } catch {
      // Without the hotel's settings the form could offer what cannot be booked: link to the site instead.
      root.innerHTML = `<a href="${SITE}${urls.book(code)}">Book a stay</a>`;
      return;
    }
    this.draw(root, config);
  }

  private draw(root: ShadowRoot, config: WidgetConfig): void {
    const arrive = config.today;
    const depart = addDays(arrive, 1);
    root.innerHTML = `<style>${STYLE}</style>
<form aria-label="Book a stay at ${escapeText(config.name)}" novalidate>
<label>Arrival<input type="date" name="arrive" required min="${config.today}" max="${config.lastDate}" value="${arrive}"></label>
<label>Departure<input type="date" name="depart" required min="${addDays(config.today, 1)}" max="${config.lastDate}" value="${depart}"></label>
<label>Rooms<select name="rooms">${options(1, config.maxRooms, 1)}</select></label>
<label>Adults per room<select name="adults">${options(config.adults.min, config.adults.max, config.defaultRoom.adults)}</select></label>
${config.children.max > 0 ? `<label>Children per room<select name="children">${options(0, config.children.max, config.defaultRoom.children)}</select></label>` : ''}
${config.promo ? '<label>Promo code<input name="promo" autocomplete="off" maxlength="40"></label>' : ''}
<button type="submit">Check availability</button>
<p role="alert" aria-live="assertive"></p>
</form>`;
    const { style } = this;
    style.setProperty('--primary', config.colours.primary);
    style.setProperty('--text', config.colours.text);
    const form = root.querySelector('form')!;
    const alert = root.querySelector('[role=alert]')!;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = new FormData(form);
      const value = (name: string) => {
        const field = data.get(name);
        return typeof field === 'string' ? field.trim() : '';
      };
      const [from, to] = [value('arrive'), value('depart')];
      const problem =
        !isIsoDate(from) || from < config.today || from > config.lastDate
          ? 'Choose an arrival date from today on.'
          : !isIsoDate(to) || to <= from || to > config.lastDate
            ? 'Choose a departure date after the arrival date.'
            : '';
      alert.textContent = problem;
      if (problem) {
        root
          .querySelector<HTMLInputElement>(
            problem.startsWith('Choose an arrival') ? '[name=arrive]' : '[name=depart]',
          )
          ?.focus();
        return;
      }
      const room = `${value('adults')}-${value('children') || '0'}-0`;
      const params = new URLSearchParams({
        arrive: from,
        depart: to,
        rooms: Array.from({ length: Number(value('rooms')) || 1 }, () => room).join(','),
      });
      if (value('promo')) params.set('promo', value('promo'));
      location.assign(`${SITE}${urls.withQuery(urls.roomsAndRates(config.code), params)}`);
    });
  }
}

if (!customElements.get('stayfront-search'))
  customElements.define('stayfront-search', StayfrontSearch);
