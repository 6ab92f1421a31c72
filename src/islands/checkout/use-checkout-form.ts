import { useStore } from '@nanostores/react';
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { User } from '../../api/contract/account.ts';
import type { CardForm, CheckoutForm } from '../../domain/payment/card-form.ts';
import { $checkoutDetails, EMPTY_DETAILS, updateCheckoutDetails } from '../../stores/checkout.ts';

/**
 * The checkout form's state: the details kept for the tab (the store), what is never kept
 * (passwords and the terms' ticks), the fields the guest has left (their messages show), and what
 * the server refused, beside its field until that field changes.
 */
export function useCheckoutForm() {
  const stored = useStore($checkoutDetails, { ssr: () => EMPTY_DETAILS });
  const [secrets, setSecrets] = useState({
    password: '',
    confirmPassword: '',
    agreeToTermsAndConditions: false,
    hasAcceptedCustomTermsAndConditions: false,
  });
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [refused, setRefused] = useState<Record<string, string>>({});

  const forget = (fields: string[]) =>
    setRefused((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    );

  function change(patch: Partial<CheckoutForm>) {
    forget(Object.keys(patch));
    const {
      password,
      confirmPassword,
      agreeToTermsAndConditions,
      hasAcceptedCustomTermsAndConditions,
      ...details
    } = patch;
    const secret = {
      password,
      confirmPassword,
      agreeToTermsAndConditions,
      hasAcceptedCustomTermsAndConditions,
    };
    const secretChanges = Object.fromEntries(
      Object.entries(secret).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(secretChanges).length > 0)
      setSecrets((current) => ({ ...current, ...secretChanges }));
    if (Object.keys(details).length > 0) updateCheckoutDetails(details);
  }
  const leave = (field: string) => setTouched((current) => new Set(current).add(field));

  return { stored, secrets, touched, refused, setRefused, forget, change, leave };
}

/** A logged-in guest's details prefill what is still empty (also right after logging in here). */
export function usePrefillFromUser(
  user: User | null,
  setCard: Dispatch<SetStateAction<CardForm>>,
): void {
  useEffect(() => {
    if (!user) return;
    const details = $checkoutDetails.get();
    updateCheckoutDetails({
      firstName: details.firstName || user.Firstname,
      lastName: details.lastName || user.Lastname,
      emailAddress: details.emailAddress || user.EmailAddress,
      telephoneNumber: details.telephoneNumber || (user.Telephone ?? ''),
    });
    // Their saved card is chosen and the card holder's email filled, unless they started on another card.
    setCard((current) => ({
      ...current,
      savedCardId:
        current.savedCardId ??
        (current.number ? null : (user.CreditCards[0]?.CreditCardId ?? null)),
      cardHolderEmail: current.cardHolderEmail || user.EmailAddress,
    }));
  }, [user, setCard]);
}
