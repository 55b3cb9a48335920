import Typography from "@mui/material/Typography";
import { formatMonthSpan } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";

/**
 * The line under a job's title: its months, ending in `present` while it goes on. No hooks, so
 * the public profile's server component renders it too.
 */
export function ExperienceMonths({
  experience,
  present,
  locale,
}: {
  experience: { startDate: string; endDate: string | null; current: boolean };
  present: string;
  locale: AppLocale;
}) {
  return (
    <Typography variant="body2" color="text.secondary">
      {formatMonthSpan(experience, present, locale)}
    </Typography>
  );
}
