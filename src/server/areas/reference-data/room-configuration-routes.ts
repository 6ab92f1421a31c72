import {
  RoomTypeConfigurationListSchema,
  RoomTypeConfigurationQuerySchema,
} from '../../../api/contract/room-type-configuration.ts';
import { defineRoute } from '../../http/route.ts';
import { textsLocaleOf } from '../property/index.ts';
import { getRoomTypeConfigurations } from './room-type-configuration.ts';

export const roomTypeConfigurationRoutes = [
  defineRoute({
    method: 'GET',
    path: '/RoomTypeConfiguration/Get',
    tag: 'RoomTypeConfiguration',
    summary: 'Room configuration dropdown options per room type.',
    query: RoomTypeConfigurationQuerySchema,
    response: RoomTypeConfigurationListSchema,
    errors: [404],
    handle: ({ query, ctx, request }) =>
      getRoomTypeConfigurations(ctx, query, textsLocaleOf(request)),
  }),
];
