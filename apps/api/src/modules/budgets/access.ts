import { isInternalRole } from "@encaja/contracts";
import {
  type BudgetListRow,
  customerIdOfUser,
  type Executor,
  findBudget,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import type { AuthContext } from "../../plugins/authorization";

export const isStaff = (auth: AuthContext) => isInternalRole(auth.role);

/**
 * The budget `auth` may read: staff any; a company only its own, and never one it was not
 * sent (a draft is invisible to it). Anything else is a 404, so ids reveal nothing.
 */
export async function readableBudget(
  db: Executor,
  auth: AuthContext,
  id: string,
): Promise<BudgetListRow> {
  const row = await findBudget(db, id);
  if (!row) throw notFound("Budget");
  if (isStaff(auth)) return row;
  const customerId = await customerIdOfUser(db, auth.userId);
  if (row.budget.customerId !== customerId || row.budget.currentVersion === 0) {
    throw notFound("Budget");
  }
  return row;
}

/** The caller's company (customer or associate); 403 for anyone else. */
export const companyOf = ownCustomerId;
