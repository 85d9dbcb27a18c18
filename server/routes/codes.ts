import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { codeListCall } from '../../src/contract';
import { registerCall } from '../lib/call';
import type { AppContext } from '../lib/context';
import { codes } from '../db/schema';

export function codeRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, codeListCall, {
    async handler({ tx }) {
      // Inactive (apply=0) codes are sent too: lists of old orders still need their labels;
      // selects offer only active ones (the client's active-only filter).
      const rows = await tx
        .select()
        .from(codes)
        .orderBy(asc(codes.columnName), asc(codes.sort), asc(codes.codeId));
      return {
        code_list: rows.map((r) => ({
          code_id: r.codeId,
          column_name: r.columnName,
          code_value: r.codeValue,
          code_name: r.codeName,
          apply: r.apply,
          sort: r.sort,
        })),
      };
    },
  });
}
