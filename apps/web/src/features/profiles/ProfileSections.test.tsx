import type { Education, Experience, Match } from "@encaja/contracts";
import { renderExplanation } from "@encaja/contracts";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { MatchCard } from "../matching/MatchCard";
import { EducationSection, ExperienceSection, LinksSection } from "./ProfileSections";

// Next's router is not running here: app links render as plain anchors.
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

const messages = { es, en };
function text(locale: "es" | "en", node: ReactNode): string {
  const markup = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
  return markup
    .replace(/<style[^>]*>.*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const experience: Experience = {
  id: "00000000-0000-4000-8000-000000000001",
  company: "Pampa Logística",
  title: "Desarrolladora",
  startDate: "2022-03",
  endDate: null,
  current: true,
  description: "",
  skills: [],
} as unknown as Experience;
const degree: Education = {
  id: "00000000-0000-4000-8000-000000000002",
  institution: "UNC",
  degree: "Licenciatura",
  field: "Computación",
  startYear: 2014,
  endYear: 2019,
};

describe("staff profile sections", () => {
  it("shows months through Intl, never the stored YYYY-MM", () => {
    const es = text("es", <ExperienceSection experiences={[experience]} />);
    expect(es).toContain("mar 2022 – actualidad");
    expect(es).not.toContain("2022-03");
    expect(text("en", <ExperienceSection experiences={[experience]} />)).toContain(
      "Mar 2022 – present",
    );
  });

  it("shows education and links in both languages (declined links hidden)", () => {
    expect(text("es", <EducationSection education={[degree]} />)).toContain(
      "Licenciatura en Computación · 2014 – 2019",
    );
    expect(text("en", <EducationSection education={[degree]} />)).toContain(
      "Licenciatura in Computación",
    );
    const link = (id: string, platform: "portfolio" | "github", approval: string) => ({
      id,
      platform,
      url: `https://example.dev/${id}`,
      approval,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const links = [
      link("a", "portfolio", "approved"),
      link("b", "github", "pending"),
      link("c", "github", "declined"),
    ] as Parameters<typeof LinksSection>[0]["platforms"];
    const es = text("es", <LinksSection platforms={links} />);
    expect(es).toContain("Portafolio");
    expect(es).toContain("GitHub (pendiente de revisión)");
    expect(es).not.toContain("example.dev/c");
  });
});

describe("match card", () => {
  const match: Match = {
    developer: {
      professionalId: "00000000-0000-4000-8000-000000000003",
      hashedId: "h",
      name: "Lucía Prueba",
      techRole: "fullstack",
      mainStack: null,
      seniority: "semi_senior",
      englishLevel: "b2",
      country: "PE",
      salary: null,
      searchStatus: null,
    },
    score: 50,
    parts: [],
    excluded: {
      reason: "country_not_allowed",
      reasons: ["country_not_allowed"],
      explanation: renderExplanation("excluded.country_not_allowed", { country: "PE" }, "en"),
    },
  };
  const card = (
    <MatchCard match={match} rank={1} busy={false} onAdd={() => {}} onInvite={() => {}} />
  );

  it("labels the role and names the country, in the page's language", () => {
    const es = text("es", card);
    expect(es).toContain("Fullstack · Semi senior");
    expect(es).toContain("Fuera del ranking: país Perú no admitido por la oferta.");
    expect(es).not.toMatch(/\bfullstack\b|país PE/);
    const en = text("en", card);
    expect(en).toContain("Full stack · Mid-level");
    expect(en).toContain("Excluded: country Peru not allowed by the offer.");
  });
});
