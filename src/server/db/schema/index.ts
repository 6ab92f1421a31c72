// The whole database schema; drizzle-kit generates migrations from this module.
export * from './reference.ts';
export * from './properties.ts';
export * from './property-data.ts';
export * from './groups.ts';
export * from './rooms.ts';
export * from './rates.ts';
export * from './extras.ts';
export * from './accounts.ts';
export * from './system.ts';
export * from './reservations.ts';
export * from './pre-check-in.ts';
export * from './pay-by-link.ts';
export * from './channel.ts';
export * from './scheduled-charges.ts';
export * from './hotel-texts.ts';
