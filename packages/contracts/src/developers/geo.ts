import { z } from "zod";

/** ISO 3166-1 alpha-2 codes (officially assigned). Names come from Intl.DisplayNames in each locale. */
export const countryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");
const countrySet = new Set(countryCodes);

/** A country as answered by the API: upper-case ISO 3166-1 alpha-2. */
export const CountryCode = z
  .string()
  .refine((c) => countrySet.has(c), { message: "Unknown country code (ISO 3166-1 alpha-2)" });

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the locale ("AR" → "Argentina"), the code itself if Intl cannot name it. */
export function countryName(code: string, locale: string): string {
  try {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "region" });
      regionNames.set(locale, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A country as accepted in requests: any case, answered upper-case. (Response schemas must not transform.) */
export const CountryCodeInput = z
  .string()
  .length(2)
  .transform((c) => c.toUpperCase())
  .pipe(CountryCode);

/** Currencies we accept for salaries and budgets (ISO 4217). */
const currencyList = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "MXN",
  "GTQ",
  "HNL",
  "NIO",
  "CRC",
  "PAB",
  "DOP",
  "CUP",
  "COP",
  "VES",
  "PEN",
  "BOB",
  "CLP",
  "ARS",
  "UYU",
  "PYG",
  "BRL",
] as const;
export type CurrencyCode = (typeof currencyList)[number];
export const currencyCodes: CurrencyCode[] = [...currencyList];
export const Currency = z.enum(currencyList, { message: "Unsupported currency (ISO 4217)" });

/** What one unit of each currency is worth in US dollars (USD is always 1). */
export type RateTable = Readonly<Record<CurrencyCode, number>>;

/**
 * The rates of 2026-11-28, the first rows of `exchange_rates` (ADR 0064). Comparisons use the
 * rates in force in that table; these only bound typos where no table is at hand (a budget's
 * sanity check while it is parsed) and shape the demo data.
 */
export const referenceUsdRates: RateTable = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  MXN: 0.055,
  GTQ: 0.13,
  HNL: 0.04,
  NIO: 0.027,
  CRC: 0.0019,
  PAB: 1,
  DOP: 0.017,
  CUP: 0.042,
  COP: 0.00025,
  VES: 0.027,
  PEN: 0.27,
  BOB: 0.145,
  CLP: 0.00105,
  ARS: 0.001,
  UYU: 0.025,
  PYG: 0.00013,
  BRL: 0.18,
};

export const salaryPeriods = ["hour", "month", "year"] as const;
export const SalaryPeriod = z.enum(salaryPeriods);
export type SalaryPeriod = z.infer<typeof SalaryPeriod>;

/**
 * An amount per month in US dollars (160 working hours a month, 12 months a year) at the given
 * rates. The database recomputes stored values with the same arithmetic (exchange-rates.ts).
 */
export function monthlyUsd(
  amount: number,
  currency: CurrencyCode,
  period: SalaryPeriod,
  rates: RateTable,
): number {
  const perMonth = period === "hour" ? amount * 160 : period === "year" ? amount / 12 : amount;
  return Math.round(perMonth * rates[currency]);
}

/** Bounds outside which a salary is surely a typo (monthly USD). */
export const SALARY_MONTHLY_USD_RANGE = { min: 100, max: 100_000 } as const;
