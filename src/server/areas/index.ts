import type { RouteDefinition } from '../http/route.ts';
import { accountRoutes } from './account/routes.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { bookRoutes } from './property/book-routes.ts';
import { companyRoutes } from './reference-data/company-routes.ts';
import { contactRoutes } from './account/contact-routes.ts';
import { currencyExchangeRateRoutes } from './reference-data/currency-routes.ts';
import { gatewayRoutes } from '../gateway/routes.ts';
import { healthRoutes } from './system/health-routes.ts';
import { logRoutes } from './log/routes.ts';
import { manageRoutes } from './manage/routes.ts';
import { payByLinkRoutes } from './pay-by-link/routes.ts';
import { preCheckInRoutes } from './pre-check-in/routes.ts';
import { propertyGroupRoutes } from './property/group-routes.ts';
import { propertyRoutes } from './property/routes.ts';
import { reservationRoutes } from './reservation/routes.ts';
import { restaurantRoutes } from './restaurant/routes.ts';
import { roomTypeConfigurationRoutes } from './reference-data/room-configuration-routes.ts';
import { roomTypeDetailsRoutes } from './property/room-type-details-routes.ts';
import { serviceRoutes } from './service/routes.ts';
import { staticDataRoutes } from './reference-data/static-data-routes.ts';

/** Every reference API operation below `/api`, one module per area. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...propertyRoutes,
  ...propertyGroupRoutes,
  ...bookRoutes,
  ...staticDataRoutes,
  ...currencyExchangeRateRoutes,
  ...roomTypeConfigurationRoutes,
  ...roomTypeDetailsRoutes,
  ...companyRoutes,
  ...logRoutes,
  ...availabilityRoutes,
  ...serviceRoutes,
  ...reservationRoutes,
  ...gatewayRoutes,
  ...accountRoutes,
  ...contactRoutes,
  ...preCheckInRoutes,
  ...manageRoutes,
  ...payByLinkRoutes,
  ...restaurantRoutes,
];
