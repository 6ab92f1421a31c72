// The steps after a room is chosen, drawn by `laterStep`: loaded once the page is up, not with it
// (see later-code.tsx).
export { laterStep } from './later-step.tsx';
