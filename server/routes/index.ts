import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { authRoutes } from './auth';
import { codeRoutes } from './codes';
import { storeRoutes } from './store';
import { orderRoutes } from './orders';
import { customerRoutes } from './customer';
import { menuRoutes } from './menu';
import { storeAdminRoutes } from './store-admin';
import { uploadRoutes } from './uploads';
import { moneyRoutes } from './money';
import { managerRoutes } from './managers';
import { storeCustomerRoutes } from './store-customers';
import { deliveryManRoutes } from './delivery-men';
import { accountRecoveryRoutes } from './account-recovery';
import { promotionRoutes } from './promotions';
import { channelKeyRoutes } from './channel-keys';

/** Every area's calls. An area module registers its calls with registerCall (server/lib/call.ts). */
export const routeModules: ((app: FastifyInstance, ctx: AppContext) => void)[] = [
  authRoutes,
  codeRoutes,
  storeRoutes,
  orderRoutes,
  customerRoutes,
  menuRoutes,
  storeAdminRoutes,
  uploadRoutes,
  moneyRoutes,
  managerRoutes,
  storeCustomerRoutes,
  deliveryManRoutes,
  accountRecoveryRoutes,
  promotionRoutes,
  channelKeyRoutes,
];
