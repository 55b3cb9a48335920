import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/features/layout/NotFoundContent";

/** `notFound()` called by a page inside the locale layout. */
export default async function NotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
