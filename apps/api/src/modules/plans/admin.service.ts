import type {
  AdminCustomer,
  AdminCustomerList,
  AdminCustomersQuery,
  ChangePlanRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  findCustomerForAdmin,
  listCustomersForAdmin,
  recordAudit,
  setCustomerPlan,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { planUsageOf } from "./usage";

type AdminRow = Awaited<ReturnType<typeof listCustomersForAdmin>>[number];

async function toAdminCustomer(db: Db, row: AdminRow): Promise<AdminCustomer> {
  return {
    id: row.id,
    name: row.name,
    ownerEmail: row.ownerEmail,
    createdAt: row.createdAt.toISOString(),
    usage: await planUsageOf(db, row.id),
  };
}

/** The cursor is the offset of the next page (companies by name). */
export async function listAdminCustomers(
  db: Db,
  query: AdminCustomersQuery,
): Promise<AdminCustomerList> {
  const offset = query.cursor ? Number.parseInt(query.cursor, 10) || 0 : 0;
  const rows = await listCustomersForAdmin(db, { q: query.q, limit: query.limit, offset });
  const page = rows.slice(0, query.limit);
  const items = [];
  for (const row of page) items.push(await toAdminCustomer(db, row));
  return {
    items,
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

export async function changeCustomerPlan(
  db: Db,
  auth: AuthContext,
  customerId: string,
  input: ChangePlanRequest,
): Promise<AdminCustomer> {
  const before = await findCustomerForAdmin(db, customerId);
  if (!before) throw notFound("Company");
  await db.transaction(async (tx) => {
    await setCustomerPlan(tx, customerId, input.plan);
    await recordAudit(tx, {
      action: "plan.changed",
      actorUserId: auth.userId,
      details: { customerId, from: before.plan, to: input.plan },
    });
  });
  return toAdminCustomer(db, { ...before, plan: input.plan });
}
