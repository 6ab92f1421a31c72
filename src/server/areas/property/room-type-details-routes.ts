import {
  RoomTypeDetailsListSchema,
  RoomTypeDetailsQuerySchema,
} from '../../../api/contract/room-type-details.ts';
import { defineRoute } from '../../http/route.ts';
import { getRoomTypeDetails } from './room-type-details.ts';

export const roomTypeDetailsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/RoomTypeDetails/Get',
    tag: 'RoomTypeDetails',
    summary: 'Photos with alt text and floor area per room type.',
    query: RoomTypeDetailsQuerySchema,
    response: RoomTypeDetailsListSchema,
    errors: [404],
    handle: ({ query, ctx }) => getRoomTypeDetails(ctx, query),
  }),
];
