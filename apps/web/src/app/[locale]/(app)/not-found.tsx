import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/features/layout/NotFoundContent";

/** `notFound()` called by a page of this route group: the message inside the group's chrome. */
export default async function NotFound() {
  return <NotFoundContent locale={await getLocale()} />;
}
