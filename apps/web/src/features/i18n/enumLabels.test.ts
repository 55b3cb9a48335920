import * as contracts from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";

/**
 * The raw-code check: every enumeration the contracts export is shown to a person
 * through a label in both languages. Reflects over every `z.enum` the contracts package
 * exports, so a new enum (or a new value) without labels fails here.
 *
 * Labels live in a contracts table named `<enum>Labels` (e.g. `seniorityLabels`), or in the
 * web messages at the paths below (one per screen that shows the value); the few enums never
 * printed are listed with the reason.
 */
type Source =
  | { table: Record<string, contracts.Label> }
  /** `underscores`: message keys spell the value's dots as underscores (next-intl nests on dots). */
  | { messages: string[]; suffix?: string; underscores?: boolean }
  | { notShown: string };

const registry: Record<string, Source> = {
  ApplicationStatus: { messages: ["Applications.status"] },
  AssessmentKind: { messages: ["Assessments.kinds"] },
  CodeLanguage: { messages: ["Assessments.code.languages"] },
  CompletenessItem: { messages: ["Developer.dashboard.items"] },
  ContractType: { messages: ["Developer.employment.contract"] },
  HiringType: { messages: ["Jobs.view.hiringType", "Offers.form.hiring"] },
  OfferStatus: { messages: ["Offers.status"] },
  OnboardingStep: { messages: ["Developer.dashboard.items"] },
  PlanLimitKind: { messages: ["AccountSettings.plan.limits"] },
  AdminUserStatus: { messages: ["AdminUsers.status"] },
  AdminInvitationStatus: { messages: ["AdminUsers.invitations.status"] },
  PipelineStage: {
    messages: ["Pipeline.board.stages", "CustomerPortal.stages", "Profiles.stages"],
  },
  Platform: { messages: ["Developer.links.platforms", "Profiles.platforms"] },
  ProfileDimension: { messages: ["Assessments.profile.dimensions"], suffix: "name" },
  SalaryPeriod: {
    messages: ["Offers.form.periods", "Profiles.periods", "Jobs.view.period"],
  },
  TestStatus: { messages: ["Assessments.code.status"] },
  TechRole: { table: contracts.mainSkillCategoryLabels },
  InternalInviteRole: { table: contracts.roleLabels },
  ErrorCode: { table: contracts.errorMessages },
  Currency: { notShown: "ISO 4217 codes are shown as such, formatted by Intl.NumberFormat" },
  Locale: { notShown: "the language switch names the other language (Common.language)" },
  AttemptStatus: { notShown: "chooses the screen (attempt or result), never printed" },
  CandidateEventKind: { notShown: "each kind is its own sentence in Pipeline.history" },
  MatchTipKind: { notShown: "each kind is its own sentence (contracts' matchTipTemplates)" },
  InvitationType: { notShown: "chooses the sign-up form, never printed" },
  Portal: { notShown: "chooses the sign-in page, never printed" },
  ChatAssignmentFilter: { messages: ["Chat.inbox.assignment"] },
  ChatAttachmentType: { notShown: "an attachment shows its file name, never its type" },
  ChatSide: { notShown: "aligns a chat message and picks its receipt, never printed" },
  PersonalDataSection: {
    notShown: "the keys of the downloaded export file (machine-readable JSON), never printed",
  },
  NotificationCategory: { messages: ["Notifications.settings.categories"] },
  NotificationMode: { messages: ["Notifications.settings.modes"] },
  AuditAction: { messages: ["AdminAudit.actions"] },
  AdminEmailListStatus: { messages: ["AdminEmails.status"] },
  EmailOutboxStatus: { notShown: "the list is filtered by status, which the filter names" },
  ImportProfileSource: { messages: ["AdminImports.sources"] },
  ImportErrorCode: { messages: ["AdminImports.errors"] },
  InterviewCriterion: { table: contracts.scoreCriterionLabels },
  QuestionLevel: { table: contracts.seniorityLabels },
  DeveloperActivityKind: {
    notShown: "each kind is its own sentence in Developer.dashboard.activity",
  },
  ExportFormat: { messages: ["Exports.formats"] },
  WebhookEndpointStatus: { messages: ["Integrations.webhooks.status"] },
  WebhookDeliveryStatus: { messages: ["Integrations.webhooks.deliveries.status"] },
  WebhookEventType: { messages: ["Integrations.webhooks.events"], underscores: true },
  NotificationKind: {
    notShown:
      "each kind is a whole sentence in Notifications.kinds (dots as underscores): wording.test.ts",
  },
};

const enums = (Object.entries(contracts) as Array<[string, unknown]>).flatMap(([name, value]) =>
  value instanceof z.ZodEnum ? [{ name, values: value.options as string[] }] : [],
);
const labelTable = (name: string) =>
  (contracts as Record<string, unknown>)[`${name[0]!.toLowerCase()}${name.slice(1)}Labels`] as
    | Record<string, contracts.Label>
    | undefined;
const at = (messages: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages);

describe("every enum value a person sees has an es and an en label", () => {
  it("finds the contracts' enums", () => {
    expect(enums.length).toBeGreaterThan(30);
  });

  for (const { name, values } of enums) {
    it(name, () => {
      const table = labelTable(name);
      const source: Source | undefined = table ? { table } : registry[name];
      expect(source, `${name} has no labels: add ${name}Labels or a registry entry`).toBeDefined();
      if (!source || "notShown" in source) return;
      for (const value of values) {
        const shown: string[] = [];
        if ("table" in source) {
          shown.push(source.table[value]?.es ?? "", source.table[value]?.en ?? "");
        } else {
          for (const path of source.messages) {
            const name = source.underscores ? value.replaceAll(".", "_") : value;
            const key = source.suffix ? `${path}.${name}.${source.suffix}` : `${path}.${name}`;
            for (const messages of [es, en]) {
              const text = at(messages, key);
              expect(typeof text, `${key} in ${messages === es ? "es" : "en"}`).toBe("string");
              shown.push(String(text));
            }
          }
        }
        for (const text of shown) {
          expect(text.trim(), `${name}.${value}`).not.toBe("");
          // A label is words, not the code ("fullstack", "semi_senior").
          if (/[_a-z]/.test(value) && value.length > 3) expect(text).not.toBe(value);
        }
      }
    });
  }
});

describe("techRoleLabel", () => {
  it("names every tech role in both languages, and keeps an unknown code readable", () => {
    expect(contracts.techRoleLabel("fullstack", "en")).toBe("Full stack");
    expect(contracts.techRoleLabel("data_engineer", "es")).toBe("Ingeniería de datos");
    expect(contracts.techRoleLabel("cobol", "es")).toBe("cobol");
  });
});
