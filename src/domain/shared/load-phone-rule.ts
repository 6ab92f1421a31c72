/** The phone rule's module: libphonenumber's number lengths are ~30 kB, so no page ships them up front. */
export type PhoneRule = typeof import('./phone.ts');

/** Loads the phone rule when a form first needs it (the browser keeps the module once loaded). */
export const loadPhoneRule = (): Promise<PhoneRule> => import('./phone.ts');
