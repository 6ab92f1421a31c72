import type { RouteDefinition } from '../http/route.ts';
import { accountRoutes } from './account.ts';
import { availabilityRoutes } from './availability.ts';
import { bookRoutes } from './book.ts';
import { companyRoutes } from './company.ts';
import { contactRoutes } from './contact.ts';
import { currencyExchangeRateRoutes } from './currency-exchange-rate.ts';
import { gatewayRoutes } from './gateway.ts';
import { healthRoutes } from './health.ts';
import { logRoutes } from './log.ts';
import { propertyGroupRoutes } from './property-group.ts';
import { propertyRoutes } from './property.ts';
import { reservationRoutes } from './reservation.ts';
import { roomTypeConfigurationRoutes } from './room-type-configuration.ts';
import { serviceRoutes } from './service.ts';
import { staticDataRoutes } from './static-data.ts';

/** Every reference API operation below `/api`, one module per area. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...propertyRoutes,
  ...propertyGroupRoutes,
  ...bookRoutes,
  ...staticDataRoutes,
  ...currencyExchangeRateRoutes,
  ...roomTypeConfigurationRoutes,
  ...companyRoutes,
  ...logRoutes,
  ...availabilityRoutes,
  ...serviceRoutes,
  ...reservationRoutes,
  ...gatewayRoutes,
  ...accountRoutes,
  ...contactRoutes,
];
