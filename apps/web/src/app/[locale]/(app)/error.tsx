"use client";

import { ErrorFallback } from "@/features/monitoring/ErrorFallback";

/** Any app page that throws: a bilingual message, a retry, a report (inside the chrome). */
export default ErrorFallback;
