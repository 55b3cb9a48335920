import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { pipelineStageLabels } from "../labels";
import { pipelineStages } from "../offers/lifecycle";
import { exampleInstant as at, webhookEventExamples } from "./webhook-event-examples";
import { webhookEventTypes } from "./webhook-event-types";
import {
  WebhookEvent,
  webhookEventData,
  webhookEventDataSchemas,
  webhookEventSchemas,
  webhookEventSummaries,
} from "./webhook-events";

describe("webhook event payloads", () => {
  it.each(webhookEventTypes)("%s: the fixture's data and its envelope parse", (type) => {
    const data = webhookEventExamples[type];
    expect(webhookEventDataSchemas[type].parse(data)).toEqual(data);
    const body = WebhookEvent.parse({ type, timestamp: at, data });
    expect(body.type).toBe(type);
    expect(webhookEventSchemas[type].safeParse(body).success).toBe(true);
  });

  it("has one schema, one envelope and one summary per event type, and no other", () => {
    expect(Object.keys(webhookEventDataSchemas).sort()).toEqual([...webhookEventTypes].sort());
    expect(Object.keys(webhookEventSchemas).sort()).toEqual([...webhookEventTypes].sort());
    expect(Object.keys(webhookEventSummaries).sort()).toEqual([...webhookEventTypes].sort());
  });

  it("refuses another type's data in an envelope", () => {
    const wrong = {
      type: "budget.sent",
      timestamp: at,
      data: webhookEventExamples["offer.status_changed"],
    };
    expect(WebhookEvent.safeParse(wrong).success).toBe(false);
  });

  it("drops fields a type's schema does not name, so a builder cannot leak one", () => {
    const leaky = {
      ...webhookEventExamples["candidate.presented"],
      candidate: {
        id: webhookEventExamples["candidate.presented"].candidate.id,
        name: null,
        email: "juana@example.com",
      },
      note: "internal",
    };
    const sent = webhookEventData("candidate.presented", leaky);
    expect(JSON.stringify(sent)).not.toContain("juana@example.com");
    expect(sent).not.toHaveProperty("note");
  });

  it("words a candidate's stage as the company's dashboard does (es and en)", () => {
    const messages = (locale: string) =>
      JSON.parse(
        readFileSync(
          resolve(import.meta.dirname, `../../../../apps/web/messages/${locale}.json`),
          "utf8",
        ),
      ) as { CustomerPortal: { stages: Record<string, string> } };
    for (const locale of ["es", "en"] as const) {
      const stages = messages(locale).CustomerPortal.stages;
      for (const stage of pipelineStages) {
        expect(pipelineStageLabels[stage][locale]).toBe(stages[stage]);
      }
    }
  });
});
