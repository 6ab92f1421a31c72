import { useStore } from '@nanostores/react';
import Dialog from './Dialog.tsx';
import { t } from '../i18n/messages.ts';
import { Field, FormMessage, SubmitButton } from './Field.tsx';
import { useAccountForm } from './use-account-form.ts';
import { validateContact } from '../domain/account/validate-forms.ts';
import type { ContactMessageResult } from '../api/contract/contact.ts';
import { notify } from '../stores/notifications.ts';
import { $user } from '../stores/session.ts';

export type ContactHotel = {
  PropertyCode: string;
  PropertyName: string;
  Telephone?: string | null | undefined;
  Email?: string | null | undefined;
};

export type ContactUsDialogProps = {
  open: boolean;
  onClose: () => void;
  property: ContactHotel;
};

/** Spec §2 Contact Us dialog: the hotel's telephone and email, and a message form (a copy goes to the guest). */
export default function ContactUsDialog({ open, onClose, property }: ContactUsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('contact.title')}
      closeLabel={t('account.closeDialog')}
      className="sm:w-[32rem]"
    >
      <ContactUsForm property={property} onSent={onClose} />
    </Dialog>
  );
}

function ContactUsForm({ property, onSent }: { property: ContactHotel; onSent: () => void }) {
  const user = useStore($user);
  const form = useAccountForm<ContactMessageResult>({
    // The menu knows no hotel country: numbers are taken with their country code.
    validate: async (values) =>
      validateContact(values, (await import('../domain/shared/phone.ts')).isValidPhone),
    send: async (values) =>
      (await import('../stores/account-calls.ts')).sendContactMessage(
        property.PropertyCode,
        values,
      ),
    failure: t('user.actionFailed'),
    onSuccess: (result) => {
      notify('positive', result.Message ?? t('contact.sent'));
      onSent();
    },
  });
  const phone = property.Telephone?.trim();
  return (
    <>
      <p className="mb-4">{t('contact.intro', { hotel: property.PropertyName })}</p>
      <ul className="mb-6 space-y-1">
        {phone && (
          <li>
            {t('contact.telephone')}:{' '}
            <a className="text-primary underline" href={`tel:${phone.replace(/\s+/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {property.Email && (
          <li>
            {t('contact.email')}:{' '}
            <a className="text-primary underline" href={`mailto:${property.Email}`}>
              {property.Email}
            </a>
          </li>
        )}
      </ul>
      <form noValidate onSubmit={form.onSubmit}>
        <FormMessage text={form.message} tone="negative" />
        <Field
          name="Name"
          label={t('contact.name')}
          autoComplete="name"
          required
          defaultValue={user ? `${user.Firstname} ${user.Lastname}` : undefined}
          error={form.errors['Name']}
        />
        <Field
          name="EmailAddress"
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={user?.EmailAddress}
          error={form.errors['EmailAddress']}
        />
        <Field
          name="Telephone"
          label={t('account.telephone')}
          type="tel"
          autoComplete="tel"
          hint={t('validation.phoneHint')}
          defaultValue={user?.Telephone ?? undefined}
          error={form.errors['Telephone']}
        />
        <Field
          name="Message"
          label={t('contact.message')}
          multiline
          required
          error={form.errors['Message']}
        />
        <SubmitButton busy={form.busy}>{t('contact.send')}</SubmitButton>
      </form>
    </>
  );
}
