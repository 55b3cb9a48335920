import { notFound } from "next/navigation";
import { FaultTrigger } from "@/features/monitoring/FaultTrigger";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ id?: string }> };

/** A test hook, not found unless the server runs with ENCAJA_TEST_FAULT_INJECTION=1 (ADR 0036). */
export default async function FaultInjectionPage({ searchParams }: Props) {
  if (process.env.ENCAJA_TEST_FAULT_INJECTION !== "1") notFound();
  const { id } = await searchParams;
  return <FaultTrigger id={(id ?? "").replace(/[^\w-]/g, "").slice(0, 64) || "none"} />;
}
