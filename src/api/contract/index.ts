// One import for every contract area; each area module can also be imported on its own.
export * from './common.ts';
export * from './property.ts';
export * from './property-group.ts';
export * from './book.ts';
export * from './static-data.ts';
export * from './currency-exchange-rate.ts';
export * from './room-type-configuration.ts';
export * from './room-type-details.ts';
export * from './company.ts';
export * from './log.ts';
export * from './reservation.ts';
export * from './account.ts';
export * from './account-details.ts';
export * from './contact.ts';
export * from './pre-check-in.ts';
