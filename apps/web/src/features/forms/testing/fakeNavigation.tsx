import { forwardRef, type ReactNode } from "react";
import { vi } from "vitest";

/** The router the fake navigation hands out (its calls are what a test checks). */
export const fakeRouter = {
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
};

/**
 * Stands in for `@/i18n/navigation` (Next's router is not running in a component test):
 * `vi.mock("@/i18n/navigation", async () => (await import(".../fakeNavigation")).fakeNavigation)`.
 */
export const fakeNavigation = {
  Link: forwardRef<HTMLAnchorElement, { href: string; children?: ReactNode }>(function Link(
    { href, children, ...props },
    ref,
  ) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }),
  useRouter: () => fakeRouter,
  usePathname: () => "/",
};
