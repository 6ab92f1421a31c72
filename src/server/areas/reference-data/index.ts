// The reference-data area's public module: a booking's total in the guest's display currency.
export { displayTotal } from './currency-exchange-rate.ts';
