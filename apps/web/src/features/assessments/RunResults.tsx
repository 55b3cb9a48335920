"use client";

import type { RunResult, SampleTest } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

const json = (value: unknown) => JSON.stringify(value) ?? "undefined";
const mono = { fontFamily: "ui-monospace, Menlo, monospace", fontSize: 13, wordBreak: "break-all" };

/** Sample tests before a run (inputs and expected values) or a run's per-test results. */
export function RunResults({ result, samples }: { result?: RunResult; samples?: SampleTest[] }) {
  const t = useTranslations("Assessments.code");
  if (!result) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {(samples ?? []).map((s) => (
          <li key={s.id}>
            <Typography sx={mono}>
              {t("input")}: {s.args.map(json).join(", ")} → {t("expected")}: {json(s.expected)}
            </Typography>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography role="status" fontWeight={600}>
        {t("runSummary", { passed: result.passed, total: result.total })}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none" }}>
        {result.tests.map((test) => (
          <Box component="li" key={test.testId} sx={{ mb: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Chip
                size="small"
                color={test.status === "passed" ? "success" : "error"}
                label={t(`status.${test.status}`)}
              />
              <Typography sx={mono}>
                {t("input")}: {(test.args ?? []).map(json).join(", ")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("time", { ms: test.timeMs })}
              </Typography>
            </Stack>
            {test.status === "failed" ? (
              <Typography sx={{ ...mono, mt: 0.5 }}>
                {t("expected")}: {json(test.expected)} · {t("actual")}: {json(test.actual)}
              </Typography>
            ) : null}
            {test.message ? (
              <Typography sx={{ ...mono, mt: 0.5 }} color="error">
                {test.message}
              </Typography>
            ) : null}
            {test.output ? (
              <Box
                component="pre"
                sx={{
                  ...mono,
                  m: 0,
                  mt: 0.5,
                  p: 1,
                  bgcolor: "action.hover",
                  whiteSpace: "pre-wrap",
                }}
              >
                {t("output")}: {test.output}
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
