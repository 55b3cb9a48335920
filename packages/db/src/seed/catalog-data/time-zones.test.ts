import { cityTimeZones, countryTimeZones } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { countrySeeds, locationSeeds } from "./locations";

describe("default time zones of the locations we list", () => {
  it("name a zone for every country, and only for listed countries", () => {
    expect(Object.keys(countryTimeZones).sort()).toEqual(countrySeeds.map((c) => c.code).sort());
  });

  it("override only cities we list", () => {
    const ids = new Set(locationSeeds.map((l) => l.id));
    expect(Object.keys(cityTimeZones).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("use zone names the time-zone picker offers", () => {
    const offered = new Set(Intl.supportedValuesOf("timeZone"));
    const zones = new Set([...Object.values(countryTimeZones), ...Object.values(cityTimeZones)]);
    expect([...zones].filter((zone) => !offered.has(zone))).toEqual([]);
  });
});
