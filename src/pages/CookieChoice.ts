import type { APIRoute } from 'astro';
import { answerCookieChoice } from '../loaders/cookie-choice.ts';

export const POST: APIRoute = ({ request }) => answerCookieChoice(request);
