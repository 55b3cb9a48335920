/**
 * The `/hire` form's state and its conversion to the request body (pure, no React, no zod).
 */
import type { CreateHireDraftRequest, Locale } from "@encaja/contracts";
import {
  emptyRequirements,
  type RequirementsFormState,
  requirementFields,
  requirementsPayload,
} from "../offers/offerForm";

/** The offer's requirements plus when to start and how many people. */
export type HireFormState = RequirementsFormState & { startDate: string; openings: string };

export type HireFormField = Exclude<keyof HireFormState, "budgetMin" | "budgetMax"> | "budget";

/** Today as the visitor's calendar shows it ("2026-11-24"). */
export const localToday = (now = new Date()) =>
  new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export const emptyHireForm = (today: string): HireFormState => ({
  ...emptyRequirements,
  startDate: today,
  openings: "1",
});

export function hirePayload(form: HireFormState, locale: Locale): CreateHireDraftRequest {
  return {
    ...requirementsPayload(form),
    startDate: form.startDate,
    openings: Number(form.openings),
    locale,
  };
}

const fields: HireFormField[] = [...requirementFields, "startDate", "openings"];

/** The form field an API or schema error path belongs to ("body.budget.max" → budget). */
export function fieldOfHirePath(path: string): HireFormField | null {
  const head = path.replace(/^body\.?/, "").split(".")[0] ?? "";
  if (head === "budget") return "budget";
  return (fields as string[]).includes(head) ? (head as HireFormField) : null;
}
