"use client";

import { ErrorFallback } from "@/features/monitoring/ErrorFallback";

/** A route group's layout that throws: a bilingual message, a retry, a report. */
export default ErrorFallback;
