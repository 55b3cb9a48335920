import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { testBudgetContent } from "../../apps/api/src/testing/budget-content";
import { apiCall, type Session } from "./api";

/** A staffing budget for `customerId` created and sent by staff through the API: its id. */
export async function sendBudgetByApi(
  request: APIRequestContext,
  staff: Session,
  customerId: string,
  title: string,
): Promise<string> {
  const { id } = await apiCall(
    request,
    routes.budgets.create,
    {
      body: {
        customerId,
        title,
        content: testBudgetContent(),
      },
    },
    { session: staff, status: 201 },
  );
  await apiCall(request, routes.budgets.send, { params: { id } }, { session: staff });
  return id;
}
