import { and, desc, eq, isNotNull, or } from "drizzle-orm";
import { candidates, matchingInterviews } from "../schema";
import type { Executor } from "./executor";
import { firstRow } from "./first-row";

/**
 * The salary and availability a matching interview last confirmed with the developer (any of
 * its candidacies), or undefined when no matching interview recorded them.
 */
export async function latestConfirmedTerms(db: Executor, developerId: string) {
  return firstRow(
    db
      .select({
        salaryAmount: matchingInterviews.salaryAmount,
        salaryCurrency: matchingInterviews.salaryCurrency,
        salaryPeriod: matchingInterviews.salaryPeriod,
        availableFrom: matchingInterviews.availableFrom,
        hoursPerWeek: matchingInterviews.hoursPerWeek,
      })
      .from(matchingInterviews)
      .innerJoin(candidates, eq(candidates.id, matchingInterviews.candidateId))
      .where(
        and(
          eq(candidates.developerId, developerId),
          or(
            isNotNull(matchingInterviews.salaryAmount),
            isNotNull(matchingInterviews.availableFrom),
          ),
        ),
      )
      .orderBy(desc(matchingInterviews.updatedAt), desc(matchingInterviews.id)),
  );
}
