import type { APIRoute } from 'astro';
import { applePayDomainAnswer, applePayDomainFile } from '../../serving/apple-pay-domain.ts';

// Read once per process: the start checked it can be read (src/entry/serve.ts).
let file: string | null | undefined;

/** Apple Pay's domain-association file where the hotel enables Apple Pay through Stripe, else 404. */
export const GET: APIRoute = () => {
  if (file === undefined) file = applePayDomainFile(process.env);
  return applePayDomainAnswer(file);
};
