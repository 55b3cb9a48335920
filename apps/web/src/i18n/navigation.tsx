import { createNavigation } from "next-intl/navigation";
import type { ComponentProps } from "react";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The locale-aware link, not prefetched unless a link asks for it: a signed-in page shows a
 * dozen links (nav, cards, role areas), and prefetching each was a server render plus its
 * parsing in the browser while the page itself loaded. The app's pages are client-rendered
 * shells whose data comes from the API, so an unprefetched navigation waits little.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
