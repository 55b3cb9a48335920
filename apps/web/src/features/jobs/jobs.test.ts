import type { JobDetail } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { jobPostingJsonLd, markdownToText, serializeJsonLd, summaryOf } from "./jsonLd";
import { jobListBackHref, jobSearchQuery, listOf, setValue, toggleValue } from "./searchParams";

const job: JobDetail = {
  id: "7d0c2f0e-7c39-4d5e-9a49-1f6b1c0e2a11",
  slug: "backend-node",
  title: "Backend Node.js",
  company: { name: "Acme Latam" },
  techRole: "backend",
  mainStack: null,
  skills: [{ code: "nodejs", name: "Node.js", required: true, minLevel: "high_use" }],
  seniorities: ["senior"],
  modalities: ["remote"],
  countries: ["AR", "UY"],
  salary: { min: 3000, max: 4500, currency: "USD", period: "month", monthlyUsdMax: 4500 },
  hiringType: "direct",
  openings: 2,
  publishedAt: "2026-11-20T10:00:00.000Z",
  description: "## About\n\nBuild **payment APIs**.<script>alert(1)</script> [docs](https://x.dev)",
  minEnglishLevel: "b2",
  timeZone: "Europe/Madrid",
  minOverlapHours: 4,
  industry: "fintech",
  companySize: "51-200",
  projectType: "scaling",
};

describe("job JSON-LD", () => {
  it("describes a JobPosting with company, salary, remote and allowed countries", () => {
    const data = jobPostingJsonLd(job, "https://encaja.dev/jobs/x", "Confidential");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Backend Node.js",
      datePosted: job.publishedAt,
      hiringOrganization: { name: "Acme Latam" },
      jobLocationType: "TELECOMMUTE",
      baseSalary: { currency: "USD", value: { minValue: 3000, maxValue: 4500, unitText: "MONTH" } },
      applicantLocationRequirements: [
        { "@type": "Country", name: "AR" },
        { "@type": "Country", name: "UY" },
      ],
    });
    expect(data.description).not.toContain("<script>");
  });

  it("hides what the board hides: no salary unless shown, no company when confidential", () => {
    const data = jobPostingJsonLd({ ...job, salary: null, company: null }, "u", "Confidential");
    expect(data).not.toHaveProperty("baseSalary");
    expect(data.hiringOrganization.name).toBe("Confidential");
  });

  it("serialises so the text cannot close the script tag", () => {
    const text = serializeJsonLd({ title: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text).title).toBe("</script><script>alert(1)</script>");
  });

  it("summarises markdown as plain text", () => {
    expect(markdownToText(job.description)).toBe("About Build payment APIs. alert(1) docs");
    expect(summaryOf({ ...job, description: "a ".repeat(200) }, 20).length).toBeLessThanOrEqual(20);
  });
});

describe("job search params", () => {
  it("keeps only the API's keys and joins repeated values", () => {
    const query = jobSearchQuery({ q: " react ", seniority: ["senior", "junior"], utm: "x" });
    expect(query.toString()).toBe("q=react&seniority=senior%2Cjunior");
  });

  it("toggles list values and resets the page", () => {
    const start = new URLSearchParams("modality=remote&cursor=abc");
    const added = toggleValue(start, "modality", "hybrid");
    expect(listOf(added, "modality")).toEqual(["remote", "hybrid"]);
    expect(added.has("cursor")).toBe(false);
    expect(toggleValue(new URLSearchParams("modality=remote"), "modality", "remote").size).toBe(0);
    expect(setValue(start, "country", "").toString()).toBe("modality=remote");
  });
});

describe("job page back link", () => {
  it("keeps the list and its search, drops unknown keys, and never leaves our job lists", () => {
    expect(jobListBackHref("/job-search?q=react&seniority=senior&utm=x")).toBe(
      "/job-search?q=react&seniority=senior",
    );
    expect(jobListBackHref("/jobs?cursor=abc")).toBe("/jobs?cursor=abc");
    expect(jobListBackHref("/jobs")).toBe("/jobs");
    expect(jobListBackHref(undefined)).toBe("/job-search");
    expect(jobListBackHref("https://evil.example/jobs")).toBe("/job-search");
    expect(jobListBackHref("//evil.example/job-search")).toBe("/job-search");
    expect(jobListBackHref("/job-searchx")).toBe("/job-search");
  });
});
