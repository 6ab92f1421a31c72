import type { Person } from '../../components/PersonFields.tsx';

/** A booker's or guest's name and contact as the pre-check-in API spells them. */
export type ContactPerson = { FirstName: string; LastName: string; Email: string; Phone: string };

/** The person fields' view of an API person. */
export const personOf = (contact: ContactPerson): Person => ({
  firstName: contact.FirstName,
  lastName: contact.LastName,
  email: contact.Email,
  phone: contact.Phone,
});

/** The person fields' change, in the API's spelling (only the fields that changed). */
export const contactPatchOf = (patch: Partial<Person>): Partial<ContactPerson> => ({
  ...(patch.firstName !== undefined && { FirstName: patch.firstName }),
  ...(patch.lastName !== undefined && { LastName: patch.lastName }),
  ...(patch.email !== undefined && { Email: patch.email }),
  ...(patch.phone !== undefined && { Phone: patch.phone }),
});
