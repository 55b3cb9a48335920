"use client";

import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { useTranslations } from "next-intl";
import { useState } from "react";

/**
 * ENCAJA_TEST_FAULT_INJECTION=1 only (app/[locale]/fault-injection): a button whose next render
 * throws, so the browser suite can watch a client error reach the error boundary and the
 * error-reporting tunnel (ADR 0036).
 */
export function FaultTrigger({ id }: { id: string }) {
  const t = useTranslations("Monitoring");
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error(`Fault injection: client error ${id}`);
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Button variant="contained" onClick={() => setBroken(true)}>
        {t("throwTestError")}
      </Button>
    </Container>
  );
}
