import { describe, expect, it } from "vitest";
import { isDurationLine, parseDateLine, parseYears } from "./dates";

describe("parseDateLine", () => {
  it.each([
    ["January 2020 - Present (4 years 2 months)", "2020-01", null, true],
    ["Jan 2020 - Dec 2021 (2 years)", "2020-01", "2021-12", false],
    ["Sept. 2018 – Mar 2019", "2018-09", "2019-03", false],
    ["enero de 2020 - Presente (4 años 2 meses)", "2020-01", null, true],
    ["ene. de 2019 - actualidad", "2019-01", null, true],
    ["abr. de 2019 - dic. de 2020 (1 año 9 meses)", "2019-04", "2020-12", false],
    ["septiembre de 2017 - la actualidad (6 años)", "2017-09", null, true],
    ["setiembre de 2015 - agosto de 2016 (1 año)", "2015-09", "2016-08", false],
    ["Agosto de 2014 - Mayo de 2015 (10 meses)", "2014-08", "2015-05", false],
    ["2019 - 2021 (2 years)", "2019-01", "2021-12", false],
    ["2016 - 2018", "2016-01", "2018-12", false],
    ["March 2021 (1 month)", "2021-03", "2021-03", false],
    ["2020 (1 year)", "2020-01", "2020-12", false],
  ])("%s", (line, startDate, endDate, current) => {
    expect(parseDateLine(line)).toEqual({ startDate, endDate, current });
  });

  it.each([
    "Led the 2020 migration to AWS",
    "Buenos Aires, Argentina",
    "2019",
    "Present",
    "Mayo 2020 y más",
    "1999 - 2000 people served",
  ])("is null for %s", (line) => {
    expect(parseDateLine(line)).toBeNull();
  });
});

describe("isDurationLine", () => {
  it.each([
    "5 years 2 months",
    "1 year",
    "11 months",
    "2 años 3 meses",
    "1 año",
    "6 meses",
    "less than a year",
  ])("%s is a tenure line", (line) => expect(isDurationLine(line)).toBe(true));
  it.each(["Globant", "Software Engineer", "2 teams"])("%s is not", (line) => {
    expect(isDurationLine(line)).toBe(false);
  });
});

describe("parseYears", () => {
  it.each([
    ["(2010 - 2014)", 2010, 2014],
    ["(marzo de 2010 - diciembre de 2015)", 2010, 2015],
    ["(2019 - Present)", 2019, null],
    ["(2019)", null, 2019],
    ["()", null, null],
  ])("%s", (part, startYear, endYear) => {
    expect(parseYears(part)).toEqual({ startYear, endYear });
  });
});
