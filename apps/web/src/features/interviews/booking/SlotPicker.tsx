"use client";

import type { InterviewSlot } from "@encaja/contracts";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import type { AppLocale } from "@/lib/format/locale";
import { groupSlotsByDay } from "./slots";

export type HeadingLevel = 2 | 3 | 4 | 5;
export const headingTag = (level: HeadingLevel) => `h${level}` as const;

/**
 * The free slots grouped by the viewer's local day: a heading per day and one radio per slot,
 * named in full ("Tuesday, December 1, 10:00 AM with Inés"). All radios share one name, so
 * the browser treats them as one choice.
 */
export function SlotPicker({
  slots,
  timeZone,
  value,
  onChange,
  headingLevel,
  labelledBy,
}: {
  slots: InterviewSlot[];
  timeZone: string;
  /** The chosen slot's key (`slotKey`). */
  value: string | null;
  onChange: (key: string) => void;
  headingLevel: HeadingLevel;
  /** The id of the text naming the whole choice. */
  labelledBy: string;
}) {
  const t = useTranslations("DeveloperInterviews.booking");
  const locale = useLocale() as AppLocale;
  const name = useId();
  const days = useMemo(() => groupSlotsByDay(slots, timeZone, locale), [slots, timeZone, locale]);
  return (
    <Box role="group" aria-labelledby={labelledBy}>
      {days.map((day) => {
        const dayId = `${name}-${day.key}`;
        return (
          <Box key={day.key} sx={{ mb: 2 }}>
            <Typography
              id={dayId}
              component={headingTag(headingLevel)}
              variant="subtitle1"
              fontWeight={700}
              sx={{ "&::first-letter": { textTransform: "uppercase" } }}
            >
              {day.heading}
            </Typography>
            <RadioGroup
              row
              name={name}
              aria-labelledby={dayId}
              value={value ?? ""}
              onChange={(event) => onChange(event.target.value)}
              sx={{ gap: 1 }}
            >
              {day.choices.map((choice) => (
                <FormControlLabel
                  key={choice.key}
                  value={choice.key}
                  control={
                    <Radio
                      size="small"
                      slotProps={{
                        input: {
                          "aria-label": t("slotName", {
                            date: day.heading,
                            time: choice.time,
                            interviewer: choice.slot.interviewerName,
                          }),
                        },
                      }}
                    />
                  }
                  label={
                    <Typography variant="body2" component="span">
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {choice.time}
                      </Box>{" "}
                      · {choice.slot.interviewerName}
                    </Typography>
                  }
                  sx={{
                    m: 0,
                    pr: 1.5,
                    border: 1,
                    borderColor: value === choice.key ? "primary.main" : "divider",
                    borderRadius: 2,
                  }}
                />
              ))}
            </RadioGroup>
          </Box>
        );
      })}
    </Box>
  );
}
