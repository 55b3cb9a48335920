import {
  applicationStatusOf,
  englishLevels,
  type Locale,
  type MatchTipKind,
  type MatchTips,
  matchTipKinds,
  renderMatchTip,
} from "@encaja/contracts";
import {
  type Executor,
  findCandidate,
  listDeveloperApplications,
  requiredSkillGaps,
} from "@encaja/db/queries";
import type { RankedRow } from "@encaja/matching";
import { notFound } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "../developers/context";
import { exclusionsOf } from "../matching/explain";
import { rankWithExcluded } from "../matching/matching.service";

/** Recent applications compared; older ones say little about what to do next. */
const RECENT_APPLICATIONS = 20;
const MOST_TIPS = 5;

interface Gap {
  kind: MatchTipKind;
  /** Tips of one kind but different subjects (skills) are counted apart. */
  subject: string;
  params: Record<string, string | number>;
}

/** What kept the developer short of one offer, from its own ranking row (never others'). */
function gapsOf(row: RankedRow, minEnglishRank: number): Gap[] {
  const gaps: Gap[] = [];
  const excluded = exclusionsOf(row);
  const english = row.english_rank;
  if (english === null || english < minEnglishRank) {
    gaps.push({
      kind: "english",
      subject: "",
      params: {
        required: englishLevels[minEnglishRank]!.toUpperCase(),
        level: english === null ? "?" : englishLevels[english]!.toUpperCase(),
      },
    });
  }
  // Excluded by the offer's minimum overlap, or sharing less than half a working day.
  const shortOverlap = row.tz_overlap !== null && Number(row.v_time_zone) < 0.5;
  if (excluded.includes("time_zone") || shortOverlap) {
    gaps.push({ kind: "time_zone", subject: "", params: {} });
  }
  if (Number(row.v_salary) < 1 && row.salary_monthly_usd !== null) {
    gaps.push({ kind: "salary", subject: "", params: {} });
  }
  if (Number(row.sen_dist) > 0) gaps.push({ kind: "seniority", subject: "", params: {} });
  if (excluded.includes("no_modality_overlap"))
    gaps.push({ kind: "modality", subject: "", params: {} });
  if (excluded.includes("country_not_allowed"))
    gaps.push({ kind: "country", subject: "", params: {} });
  if (excluded.includes("not_searching"))
    gaps.push({ kind: "not_searching", subject: "", params: {} });
  return gaps;
}

/** Counts each gap once per offer and keeps the most frequent, in the reader's words. */
function summarise(perOffer: Gap[][], locale: Locale, offersConsidered: number): MatchTips {
  const counted = new Map<string, { gap: Gap; offers: number }>();
  for (const gaps of perOffer) {
    for (const gap of gaps) {
      const key = `${gap.kind}\u0000${gap.subject}`;
      const seen = counted.get(key);
      if (!seen) counted.set(key, { gap, offers: 1 });
      else {
        seen.offers++;
        // Offers asking the same skill at different levels: the tip names the highest.
        if (Number(gap.params.required) > Number(seen.gap.params.required)) seen.gap = gap;
      }
    }
  }
  const order = (k: MatchTipKind) => matchTipKinds.indexOf(k);
  const tips = [...counted.values()]
    .sort((a, b) => b.offers - a.offers || order(a.gap.kind) - order(b.gap.kind))
    .slice(0, MOST_TIPS)
    .map(({ gap, offers }) => renderMatchTip(gap.kind, offers, gap.params, locale));
  return { offersConsidered, tips };
}

async function tipsFor(
  db: Executor,
  developerId: string,
  offerIds: string[],
  locale: Locale,
): Promise<MatchTips> {
  const skillGaps = await requiredSkillGaps(db, developerId, offerIds);
  const perOffer: Gap[][] = [];
  for (const offerId of offerIds) {
    const { spec, rows } = await rankWithExcluded(db, offerId, {
      limit: 1,
      developerIds: [developerId],
      allowFinished: true,
    });
    const gaps = rows[0] ? gapsOf(rows[0], spec.minEnglishRank) : [];
    // Several skills may fall short at once: each is its own tip.
    for (const g of skillGaps.filter((s) => s.offerId === offerId)) {
      gaps.push(
        g.level === null
          ? { kind: "missing_skill", subject: g.skillName, params: { skill: g.skillName } }
          : {
              kind: "skill_level",
              subject: g.skillName,
              params: { skill: g.skillName, required: g.minLevel, level: g.level },
            },
      );
    }
    perOffer.push(gaps);
  }
  return summarise(perOffer, locale, offerIds.length);
}

/** The dashboard's tips: over the developer's most recent applications (not pending invitations). */
export async function myMatchTips(db: Executor, auth: AuthContext, locale: Locale) {
  const { developer } = await signedInDeveloper(db, auth);
  const rows = await listDeveloperApplications(db, {
    developerId: developer.id,
    limit: RECENT_APPLICATIONS,
  });
  const offerIds = rows
    .filter((r) => applicationStatusOf[r.candidate.status] !== "invited")
    .map((r) => r.offer.id);
  return tipsFor(db, developer.id, offerIds, locale);
}

/** One application's tips (its offer only); 404 unless it is the developer's. */
export async function applicationMatchTips(
  db: Executor,
  auth: AuthContext,
  applicationId: string,
  locale: Locale,
) {
  const { developer } = await signedInDeveloper(db, auth);
  const candidate = await findCandidate(db, applicationId);
  if (!candidate || candidate.developerId !== developer.id) throw notFound("Application");
  return tipsFor(db, developer.id, [candidate.offerId], locale);
}
