import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { businessEditCall, businessInfoCall, type BusinessInfo } from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { storeBusinessInfo } from '../db/schema';

/* The store's business registration (issue 5): what receipts and settlements print. */

const EMPTY_BUSINESS: BusinessInfo = {
  business_no: '',
  business_name: '',
  ceo_name: '',
  business_type: '',
  business_item: '',
  business_address: '',
  business_email: '',
};
function toBusiness(r: typeof storeBusinessInfo.$inferSelect | undefined): BusinessInfo {
  if (!r) return EMPTY_BUSINESS;
  return {
    business_no: r.businessNo,
    business_name: r.businessName,
    ceo_name: r.ceoName,
    business_type: r.businessType,
    business_item: r.businessItem,
    business_address: r.businessAddress,
    business_email: r.businessEmail,
  };
}

export function businessInfoRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, businessInfoCall, {
    async handler({ tx, storeId }) {
      const rows = await tx.select().from(storeBusinessInfo).where(eq(storeBusinessInfo.storeId, storeId));
      return { business: toBusiness(rows[0]) };
    },
  });

  registerCall(app, ctx, businessEditCall, {
    write: true,
    async handler({ tx, storeId, body }) {
      const digits = body.business_no.replace(/-/g, '');
      const values = {
        businessNo: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
        businessName: body.business_name,
        ceoName: body.ceo_name,
        businessType: body.business_type,
        businessItem: body.business_item,
        businessAddress: body.business_address,
        businessEmail: body.business_email,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(storeBusinessInfo)
        .values({ storeId: storeId, ...values })
        .onConflictDoUpdate({ target: storeBusinessInfo.storeId, set: values })
        .returning();
      return { business: toBusiness(row) };
    },
  });
}
