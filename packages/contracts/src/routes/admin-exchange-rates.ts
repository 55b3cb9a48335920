import { AddExchangeRate, ExchangeRatesView } from "../admin/exchange-rates";
import { defineRoute } from "./define";

const exchangeRateAccess = { action: "exchangeRates.manage", tags: ["admin"] } as const;

/** The exchange rates to US dollars salaries and budgets are compared with (ADR 0064). */
export const adminExchangeRates = {
  list: defineRoute({
    method: "GET",
    path: "/admin/exchange-rates",
    summary: "The exchange rates in force, the scheduled ones and their history",
    ...exchangeRateAccess,
    response: { 200: ExchangeRatesView },
    errors: [],
  }),
  add: defineRoute({
    method: "POST",
    path: "/admin/exchange-rates",
    summary: "Add a currency's rate from a day on (today or later: stored amounts follow that day)",
    ...exchangeRateAccess,
    body: AddExchangeRate,
    response: { 200: ExchangeRatesView },
    errors: [],
  }),
} as const;
