// The payments area's public module: the providers' webhooks (mounted by the app, described in the
// published OpenAPI document) and the charges taken from a kept card without the guest (the rate's
// charge before arrival, no-show fees) by the hourly job.
export { receiveWebhook, WEBHOOK_OPERATIONS } from './webhook.ts';
export { recordPaidByLink, runScheduledCharges } from './scheduled-charges.ts';
export { recordNoShow, type NoShowAnswer } from './no-show.ts';
export type { ChargeJob } from './off-session.ts';
