// The payments area's public module: the providers' webhooks (mounted by the app, described in the
// published OpenAPI document) and off-session charges of a kept card.
export { receiveWebhook, WEBHOOK_OPERATIONS } from './webhook.ts';
