import { asc, eq } from 'drizzle-orm';
import type { User } from '../../../api/contract/account.ts';
import type { Executor } from '../../db/client.ts';
import { accounts, creditCardTypes, savedCards } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

/** Emails are stored (and looked up) trimmed and in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row;
}

export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Spec §3 User for an account: profile, permission and saved cards (brand, last four, expiry; never a number). */
export async function userOf(db: Executor, account: AccountRow): Promise<User> {
  const cards = await db
    .select({
      id: savedCards.id,
      typeId: creditCardTypes.id,
      typeName: creditCardTypes.name,
      nameOnCard: savedCards.nameOnCard,
      last4: savedCards.last4,
      expiryMonth: savedCards.expiryMonth,
      expiryYear: savedCards.expiryYear,
    })
    .from(savedCards)
    .innerJoin(creditCardTypes, eq(creditCardTypes.id, savedCards.creditCardTypeId))
    .where(eq(savedCards.accountId, account.id))
    .orderBy(asc(savedCards.id));
  return {
    Firstname: account.firstName,
    Lastname: account.lastName,
    Telephone: account.telephone,
    EmailAddress: account.email,
    ReceiveBrandOffers: account.receiveBrandOffers,
    CanChoosePaymentMethod: account.canChoosePaymentMethod,
    CreditCards: cards.map((card) => ({
      CreditCardId: card.id,
      CardType: { Id: card.typeId, Name: card.typeName },
      NameOnCard: card.nameOnCard,
      Last4: card.last4,
      ExpiryMonth: card.expiryMonth,
      ExpiryYear: card.expiryYear,
    })),
  };
}
