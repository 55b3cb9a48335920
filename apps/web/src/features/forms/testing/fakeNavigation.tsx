import { forwardRef, type ReactNode } from "react";
import { vi } from "vitest";

/*
 * Stands in for `@/i18n/navigation` (Next's router is not running in a component test). The
 * module itself is the mock, so a test file needs one line (vi.mock is hoisted only there):
 * `vi.mock("@/i18n/navigation", () => import("@/features/forms/testing/fakeNavigation"))`.
 */

/** The router the fake navigation hands out (its calls are what a test checks). */
export const fakeRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
};

export const Link = forwardRef<HTMLAnchorElement, { href: string; children?: ReactNode }>(
  function Link({ href, children, ...props }, ref) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  },
);

export const useRouter = () => fakeRouter;

export const usePathname = () => "/";
