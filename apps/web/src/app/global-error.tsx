"use client";

import { useEffect } from "react";
import { reportError } from "@/lib/monitoring/report";

/**
 * The catalogue's `unknownError` (packages/contracts errors.ts), written out: this boundary loads
 * on every page, and importing the catalogue put zod in every page's first-load JS.
 */
const unknownError = { es: "Error desconocido", en: "Unknown error" } as const;

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * The root layout itself failed: no providers, no messages and no known language are left, so
 * this page says it in both languages (spec §8's 'Error desconocido') and reports the error.
 */
export default function GlobalError({ error, reset }: Props) {
  useEffect(() => {
    reportError({
      error,
      level: "error",
      tags: { boundary: "global", ...(error.digest ? { digest: error.digest } : {}) },
    });
  }, [error]);
  return (
    <html lang="es">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "4rem auto", maxWidth: "40rem" }}>
        <main role="alert">
          <h1>{unknownError.es}</h1>
          <p lang="en">{unknownError.en}</p>
          <button type="button" onClick={reset}>
            Reintentar · <span lang="en">Try again</span>
          </button>
        </main>
      </body>
    </html>
  );
}
