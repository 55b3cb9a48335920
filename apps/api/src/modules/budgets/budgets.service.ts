import type {
  BudgetDetail,
  BudgetList,
  BudgetListQuery,
  BudgetStatus,
  CreateBudgetRequest,
  UpdateBudgetRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  companyCandidateIds,
  customerBudgetSettings,
  customerIdOfUser,
  type Executor,
  findBudget,
  findOffer,
  insertBudget,
  listBudgets,
  replaceBudgetCandidates,
  updateBudget,
} from "@encaja/db/queries";
import type { z } from "zod";
import { appError, notFound, validationError } from "../../errors/app-error";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { isStaff, readableBudget } from "./access";
import { toBudgetDetail, toBudgetSummary } from "./mappers";

type Create = z.output<typeof CreateBudgetRequest>;
type Update = z.output<typeof UpdateBudgetRequest>;

export const notEditable = () =>
  appError("BUDGET_NOT_EDITABLE", "This budget was answered or withdrawn: it cannot change");

/** Staff: every company's budgets (filters); a company: its own, sent ones only. */
export async function listBudgetsFor(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof BudgetListQuery>,
): Promise<BudgetList> {
  const position = { limit: query.limit + 1, after: decodeCursor(query.cursor) };
  const pageOf = (rows: Awaited<ReturnType<typeof listBudgets>>) =>
    page(
      rows,
      query.limit,
      (r) => r.budget.id,
      (r) => toBudgetSummary(r),
    );
  if (isStaff(auth)) {
    return pageOf(
      await listBudgets(db, { customerId: query.customerId, status: query.status }, position),
    );
  }
  const customerId = await customerIdOfUser(db, auth.userId);
  if (!customerId) return { items: [], nextCursor: null };
  return pageOf(
    await listBudgets(db, { customerId, status: query.status, sentOnly: true }, position),
  );
}

export async function getBudget(db: Db, auth: AuthContext, id: string): Promise<BudgetDetail> {
  const row = await readableBudget(db, auth, id);
  return toBudgetDetail(db, row, { staff: isStaff(auth) });
}

/** The offer must be the company's; candidates must be of the company's offers. */
async function checkLinks(
  db: Executor,
  customerId: string,
  links: { offerId?: string | null | undefined; candidateIds?: string[] | undefined },
) {
  if (links.offerId) {
    const offer = await findOffer(db, links.offerId);
    if (!offer || offer.offer.customerId !== customerId) {
      throw validationError([{ path: "body.offerId", message: "Not one of the company's offers" }]);
    }
  }
  if (links.candidateIds?.length) {
    const own = await companyCandidateIds(db, customerId, links.candidateIds);
    const foreign = links.candidateIds.filter((id) => !own.has(id));
    if (foreign.length > 0) {
      throw validationError([
        { path: "body.candidateIds", message: "Only candidates of the company's offers" },
      ]);
    }
  }
}

export async function createBudget(db: Db, auth: AuthContext, body: Create): Promise<BudgetDetail> {
  if (!(await customerBudgetSettings(db, body.customerId))) throw notFound("Customer");
  await checkLinks(db, body.customerId, body);
  const id = await db.transaction(async (tx) => {
    const budget = await insertBudget(tx, {
      customerId: body.customerId,
      offerId: body.offerId,
      title: body.title,
      draft: body.content,
      createdBy: auth.userId,
    });
    await replaceBudgetCandidates(tx, budget.id, [...new Set(body.candidateIds)]);
    return budget.id;
  });
  return getBudget(db, auth, id);
}

/** The statuses a budget can still be edited, sent or withdrawn in. */
export const editableStatuses: BudgetStatus[] = ["draft", "sent"];

/** Changes the draft; a sent budget keeps its current version until it is sent again. */
export async function updateBudgetDraft(
  db: Db,
  auth: AuthContext,
  id: string,
  body: Update,
): Promise<BudgetDetail> {
  const row = await findBudget(db, id);
  if (!row) throw notFound("Budget");
  if (!editableStatuses.includes(row.budget.status)) throw notEditable();
  await checkLinks(db, row.budget.customerId, body);
  await db.transaction(async (tx) => {
    const changed = await updateBudget(
      tx,
      id,
      {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.offerId !== undefined ? { offerId: body.offerId } : {}),
        ...(body.content !== undefined ? { draft: body.content } : {}),
      },
      { status: editableStatuses },
    );
    // Answered or withdrawn since it was read.
    if (!changed) throw notEditable();
    if (body.candidateIds) await replaceBudgetCandidates(tx, id, [...new Set(body.candidateIds)]);
  });
  return getBudget(db, auth, id);
}

export async function withdrawBudget(db: Db, auth: AuthContext, id: string): Promise<BudgetDetail> {
  const row = await findBudget(db, id);
  if (!row) throw notFound("Budget");
  if (!editableStatuses.includes(row.budget.status)) throw notEditable();
  const withdrawn = await updateBudget(
    db,
    id,
    { status: "withdrawn" },
    { status: editableStatuses },
  );
  if (!withdrawn) throw notEditable();
  return getBudget(db, auth, id);
}
