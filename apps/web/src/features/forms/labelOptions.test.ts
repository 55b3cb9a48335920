import { seniorityLabels } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { labelOptions } from "./labelOptions";

describe("labelOptions", () => {
  it("lists an enum's values with their labels in the locale, or only the keys given", () => {
    const all = labelOptions(seniorityLabels, "en");
    expect(all.map((o) => o.value)).toEqual(Object.keys(seniorityLabels));
    expect(all[0]?.label).toBe(Object.values(seniorityLabels)[0]?.en);
    const [first] = Object.keys(seniorityLabels) as Array<keyof typeof seniorityLabels>;
    if (!first) throw new Error("no seniority");
    expect(labelOptions(seniorityLabels, "es", [first])).toEqual([
      { value: first, label: seniorityLabels[first].es },
    ]);
  });
});
