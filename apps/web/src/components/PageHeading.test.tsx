import { createRef, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageHeading } from "./PageHeading";

/** The markup without the style tags emotion inlines. */
function render(node: ReactNode): string {
  return renderToStaticMarkup(node).replace(/<style[^>]*>.*?<\/style>/g, "");
}

describe("PageHeading", () => {
  it("renders the title as the page's h1 and the lead after it", () => {
    const markup = render(<PageHeading title="Mis postulaciones" lead="Todas" />);
    expect(markup).toMatch(
      /^<h1[^>]*class="[^"]*MuiTypography-h3[^"]*"[^>]*>Mis postulaciones<\/h1>/,
    );
    expect(markup).toMatch(/<p[^>]*>Todas<\/p>$/);
    expect(markup).not.toContain("tabindex");
  });

  it("renders no lead paragraph when there is none", () => {
    const markup = render(<PageHeading compact title="Entrar" />);
    expect(markup).toContain("MuiTypography-h4");
    expect(markup).not.toContain("<p");
  });

  it("makes the heading focusable but not tabbable when a ref is given", () => {
    const markup = render(
      <PageHeading compact title="Paso 1" headingRef={createRef<HTMLHeadingElement>()} />,
    );
    expect(markup).toContain('tabindex="-1"');
  });
});
