import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { authRoutes } from './auth';
import { codeRoutes } from './codes';
import { storeRoutes } from './store';
import { orderRoutes } from './orders';
import { customerRoutes } from './customer';
import { menuRoutes } from './menu';
import { storeEditRoutes } from './store-edit';
import { businessInfoRoutes } from './business-info';
import { storeHoursRoutes } from './store-hours';
import { noticeRoutes } from './notices';
import { serviceSettingRoutes } from './service-settings';
import { playInfoRoutes } from './play-info';
import { uploadRoutes } from './uploads';
import { moneyRoutes } from './money';
import { managerRoutes } from './managers';
import { storeCustomerRoutes } from './store-customers';
import { deliveryManRoutes } from './delivery-men';
import { accountRecoveryRoutes } from './account-recovery';
import { couponRoutes } from './coupons';
import { stampRoutes } from './stamps';
import { promotionPeriodRoutes } from './promotion-periods';
import { channelKeyRoutes } from './channel-keys';
import { printerRoutes } from './printers';
import { missedOrderRoutes } from './missed-orders';

/** Every area's calls. An area module registers its calls with registerCall (server/lib/call.ts). */
export const routeModules: ((app: FastifyInstance, ctx: AppContext) => void)[] = [
  authRoutes,
  codeRoutes,
  storeRoutes,
  orderRoutes,
  customerRoutes,
  menuRoutes,
  storeEditRoutes,
  businessInfoRoutes,
  storeHoursRoutes,
  noticeRoutes,
  serviceSettingRoutes,
  playInfoRoutes,
  uploadRoutes,
  moneyRoutes,
  managerRoutes,
  storeCustomerRoutes,
  deliveryManRoutes,
  accountRecoveryRoutes,
  couponRoutes,
  stampRoutes,
  promotionPeriodRoutes,
  channelKeyRoutes,
  printerRoutes,
  missedOrderRoutes,
];
