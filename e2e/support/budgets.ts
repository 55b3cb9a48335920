import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, type Session } from "./api";

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
        content: {
          hiringType: "staffing",
          currency: "USD",
          lines: [
            {
              role: "backend",
              seniority: "senior",
              quantity: 2,
              unitAmountMinor: 500_000,
              months: 6,
              description: "Payments API",
            },
          ],
          validUntil: inDays(30),
          terms: "- Invoiced **monthly**",
          notes: "",
        },
      },
    },
    { session: staff, status: 201 },
  );
  await apiCall(request, routes.budgets.send, { params: { id } }, { session: staff });
  return id;
}
