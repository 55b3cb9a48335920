import type { InterviewSlot } from "@encaja/contracts";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "../../../../messages/en.json";
import es from "../../../../messages/es.json";
import { SlotPicker } from "./SlotPicker";
import { slotKey } from "./slots";

const slot = (startsAt: string): InterviewSlot => ({
  interviewerUserId: "00000000-0000-4000-8000-000000000001",
  interviewerName: "Inés Entrevistadora",
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
  localStart: startsAt.slice(0, 16),
  timeZone: "Europe/Madrid",
});
const slots = [slot("2026-12-01T12:00:00.000Z"), slot("2026-12-02T09:00:00.000Z")];
const messages = { es, en };

function render(locale: "es" | "en", value: string | null = null): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      <SlotPicker
        slots={slots}
        timeZone="Europe/Madrid"
        value={value}
        onChange={() => {}}
        headingLevel={3}
        labelledBy="slots-label"
      />
    </NextIntlClientProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, "");
}

const headings = (markup: string) =>
  [...markup.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
const radioNames = (markup: string) =>
  [...markup.matchAll(/<input type="radio"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);

describe("SlotPicker", () => {
  it("heads each local day and names every slot in full (es)", () => {
    const markup = render("es");
    expect(headings(markup)).toEqual(["martes, 1 de diciembre", "miércoles, 2 de diciembre"]);
    expect(radioNames(markup)).toEqual([
      "martes, 1 de diciembre, 13:00 con Inés Entrevistadora",
      "miércoles, 2 de diciembre, 10:00 con Inés Entrevistadora",
    ]);
    expect(markup).toContain('role="group" aria-labelledby="slots-label"');
  });

  it("names slots in English and marks the chosen one", () => {
    const chosen = slots[1] ? slotKey(slots[1]) : "";
    const markup = render("en", chosen);
    expect(radioNames(markup)).toEqual([
      expect.stringMatching(/^Tuesday, December 1, 1:00\sPM with Inés Entrevistadora$/),
      expect.stringMatching(/^Wednesday, December 2, 10:00\sAM with Inés Entrevistadora$/),
    ]);
    expect(markup.match(/<input[^>]*checked=""[^>]*>/g)?.[0]).toContain("December 2");
  });
});
