// The account area's public module: what other areas use of it (the session, the origin of
// emailed links, registering a booker).
export { linkOrigin } from './links.ts';
export { register } from './register.ts';
export { currentSession, NOT_LOGGED_IN_MESSAGE } from './session.ts';
