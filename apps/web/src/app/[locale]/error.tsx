"use client";

import { ErrorFallback } from "@/features/monitoring/ErrorFallback";

/** Any page under the locale layout that throws: a bilingual message, a retry, a report. */
export default ErrorFallback;
