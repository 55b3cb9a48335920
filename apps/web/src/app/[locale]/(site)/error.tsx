"use client";

import { ErrorFallback } from "@/features/monitoring/ErrorFallback";

/** A public page that throws: a bilingual message, a retry, a report (inside the chrome). */
export default ErrorFallback;
