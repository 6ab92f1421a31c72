// The pre-check-in area's public module: the link to a booking's pre-check-in.
export { preCheckInUrl } from './link.ts';
