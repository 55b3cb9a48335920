import {
  FAIRNESS_MIN_GROUP,
  type FairnessOfferSummary,
  type FairnessQuery,
  type FairnessReport,
  type FairnessScopeReport,
  FOUR_FIFTHS,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type FairnessCountRow,
  fairnessCounts,
  fairnessOfferExists,
  fairnessOfferNames,
} from "@encaja/db/queries";
import { notFound } from "../../errors/app-error";
import { csvRecord, UTF8_BOM } from "../../lib/csv";
import { scopeReport } from "./arithmetic";

interface OfferScope {
  summary: FairnessOfferSummary;
  report: FairnessScopeReport;
}

/** The counts in the date range, and each offer's own report (most flagged first). */
async function scopesOf(db: Db, query: FairnessQuery) {
  if (query.offerId && !(await fairnessOfferExists(db, query.offerId))) throw notFound("Offer");
  const rows = await fairnessCounts(db, { from: query.from, to: query.to });
  const byOffer = new Map<string, FairnessCountRow[]>();
  for (const row of rows) byOffer.set(row.offerId, [...(byOffer.get(row.offerId) ?? []), row]);
  const names = new Map((await fairnessOfferNames(db, [...byOffer.keys()])).map((o) => [o.id, o]));
  const offers: OfferScope[] = [...byOffer].map(([id, offerRows]) => {
    const report = scopeReport(offerRows);
    const name = names.get(id);
    return {
      summary: {
        id,
        title: name?.title ?? "",
        company: name?.company ?? "",
        candidates: report.candidates,
        flagged: report.flagged,
      },
      report,
    };
  });
  offers.sort(
    (a, b) =>
      b.summary.flagged - a.summary.flagged ||
      b.summary.candidates - a.summary.candidates ||
      a.summary.title.localeCompare(b.summary.title),
  );
  return { rows, offers };
}

/** GET /admin/fairness: overall (or one offer's) tables, and every offer's counts. */
export async function fairnessReport(db: Db, query: FairnessQuery): Promise<FairnessReport> {
  const { rows, offers } = await scopesOf(db, query);
  const chosen = query.offerId ? offers.find((o) => o.summary.id === query.offerId) : undefined;
  return {
    offerId: query.offerId ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    minGroupSize: FAIRNESS_MIN_GROUP,
    threshold: FOUR_FIFTHS,
    report: query.offerId ? (chosen?.report ?? scopeReport([])) : scopeReport(rows),
    offers: offers.map((o) => o.summary),
  };
}

export const FAIRNESS_CSV_COLUMNS = [
  "scope",
  "offer_title",
  "company",
  "stage",
  "next_stage",
  "dimension",
  "group",
  "entered",
  "selected",
  "selection_rate",
  "impact_ratio",
  "reference_group",
  "flagged",
  "insufficient_data",
] as const;

const numberCell = (n: number | null) => (n === null ? "" : String(n));

function scopeRecords(scope: string, title: string, company: string, report: FairnessScopeReport) {
  return report.dimensions.flatMap((d) =>
    d.transitions.flatMap((t) =>
      t.groups.map((g) =>
        csvRecord([
          scope,
          title,
          company,
          t.stage,
          t.next,
          d.dimension,
          g.group,
          String(g.entered),
          String(g.selected),
          numberCell(g.rate),
          numberCell(g.impactRatio),
          t.referenceGroup,
          String(g.flagged),
          String(g.insufficientData),
        ]),
      ),
    ),
  );
}

/**
 * The audit as CSV, one row per (scope, stage, dimension, group): the overall scope then every
 * offer, or only the chosen offer.
 */
export async function fairnessCsv(db: Db, query: FairnessQuery): Promise<string> {
  const { rows, offers } = await scopesOf(db, query);
  const records = query.offerId ? [] : scopeRecords("overall", "", "", scopeReport(rows));
  for (const offer of offers) {
    if (query.offerId && offer.summary.id !== query.offerId) continue;
    records.push(
      ...scopeRecords(offer.summary.id, offer.summary.title, offer.summary.company, offer.report),
    );
  }
  return UTF8_BOM + csvRecord([...FAIRNESS_CSV_COLUMNS]) + records.join("");
}
