import { api } from '../../api/browser-api.ts';
import { RoomTypeConfigurationListSchema } from '../../api/contract/room-type-configuration.ts';
import {
  RoomTypeDetailsListSchema,
  type RoomTypeDetails,
} from '../../api/contract/room-type-details.ts';
import { ServiceListSchema, type ServiceList } from '../../api/contract/services.ts';

// Loaded on first use (dynamic import): the API client and its schemas are not needed to show
// and choose rooms, so they stay out of the JavaScript the page needs to become interactive.

export function loadServices(query: {
  propertyId: string;
  roomTypeId: number;
  ratePlanId: number;
  dateOfArrival: string;
  dateOfDeparture: string;
}): Promise<ServiceList> {
  return api.get('Service/Get', ServiceListSchema, { ...query, languageCode: 'en' });
}

export async function loadRoomConfiguration(
  propertyId: string,
  roomTypeId: number,
): Promise<{ Id: number; Name: string }[]> {
  const list = await api.get('RoomTypeConfiguration/Get', RoomTypeConfigurationListSchema, {
    propertyId,
    roomTypeId,
  });
  return list.find((c) => c.RoomTypeId === roomTypeId)?.DropdownOptions ?? [];
}

/** A room type's photos and size, for its details. */
export async function loadRoomDetails(
  propertyId: string,
  roomTypeId: number,
): Promise<RoomTypeDetails | undefined> {
  const list = await api.get('RoomTypeDetails/Get', RoomTypeDetailsListSchema, {
    propertyId,
    roomTypeId,
  });
  return list.find((details) => details.RoomTypeId === roomTypeId);
}
