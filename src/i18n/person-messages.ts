import { translator } from './translate.ts';

/** en-GB labels of a person's name and email, the same in every form that asks for a person. */
export const personMessages = {
  'person.firstName': 'First name',
  'person.lastName': 'Last name',
  'person.email': 'Email address',
} as const;

export const t = translator(personMessages);
