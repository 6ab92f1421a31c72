import { api } from '../../api/browser-api.ts';
import { CompanyListSchema, type Company } from '../../api/contract/company.ts';
import {
  CheckVoucherResultSchema,
  CreateReservationResultSchema,
  type CheckVoucherResult,
  type CreateReservationRequest,
  type CreateReservationResult,
} from '../../api/contract/reservation.ts';

// Checkout's API calls, imported on first use so the API client and schemas are not part of the
// page's first load.

export function searchCompanies(propertyCode: string, query: string): Promise<Company[]> {
  return api.get('Company/SearchCompanies', CompanyListSchema, { propertyId: propertyCode, query });
}

export function checkVoucher(
  propertyCode: string,
  code: string,
  rooms: CreateReservationRequest['Rooms'],
): Promise<CheckVoucherResult> {
  return api.post(
    'Reservation/CheckVoucherCode',
    { PropertyId: propertyCode, LanguageCode: 'en', VoucherCode: code, Rooms: rooms },
    CheckVoucherResultSchema,
  );
}

/** Books; the same `idempotencyKey` never books twice (a double click or a retry of one attempt). */
export function createReservation(
  payload: CreateReservationRequest,
  idempotencyKey: string,
): Promise<CreateReservationResult> {
  return api.post('Reservation/Create', payload, CreateReservationResultSchema, {
    'Idempotency-Key': idempotencyKey,
  });
}
