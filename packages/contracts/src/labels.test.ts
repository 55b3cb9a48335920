import { describe, expect, it } from "vitest";
import { countryName } from "./developers/geo";
import { scorecardRowLabel } from "./labels";

describe("scorecardRowLabel", () => {
  it("names a known criterion in the reader's language", () => {
    const row = { kind: "criterion" as const, key: "communication", label: "Communication" };
    expect(scorecardRowLabel(row, "es")).toBe("Comunicación");
    expect(scorecardRowLabel(row, "en")).toBe("Communication");
    expect(scorecardRowLabel({ kind: "criterion", key: "ownership" }, "es")).toBe(
      "Responsabilidad",
    );
  });

  it("keeps a skill's name, and words an unknown key", () => {
    expect(scorecardRowLabel({ kind: "skill", key: "nodejs", label: "Node.js" }, "es")).toBe(
      "Node.js",
    );
    expect(scorecardRowLabel({ kind: "criterion", key: "system_design" }, "en")).toBe(
      "system design",
    );
  });
});

describe("countryName", () => {
  it("names a country in the locale, and keeps a code Intl cannot name", () => {
    expect(countryName("AR", "es")).toBe("Argentina");
    expect(countryName("de", "es")).toBe("Alemania");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("??", "en")).toBe("??");
  });
});
