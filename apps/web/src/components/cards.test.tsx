import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LinkCardGrid } from "./LinkCardGrid";
import { SectionCard } from "./SectionCard";

// Next's router is not running here: app links render as plain anchors.
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={href}>{children}</a>
  ),
}));

/** The markup without the style tags emotion inlines. */
function render(node: ReactNode): string {
  return renderToStaticMarkup(node).replace(/<style[^>]*>.*?<\/style>/g, "");
}

const cards = [
  { href: "/settings/notifications", title: "Notificaciones", summary: "Qué correos recibes" },
  { href: "/settings/new-password", title: "Contraseña", summary: "Cámbiala" },
];

describe("LinkCardGrid", () => {
  it("renders one linked card a list item, titled at the given heading level", () => {
    const markup = render(<LinkCardGrid cards={cards} headingLevel="h2" size="small" />);
    expect(markup.match(/<li>/g)).toHaveLength(2);
    expect(markup).toMatch(
      /<a href="\/settings\/notifications"[^>]*>.*<h2[^>]*>Notificaciones<\/h2>/,
    );
    expect(markup).toContain("Qué correos recibes");
  });

  it("uses h3 titles for the role areas", () => {
    expect(render(<LinkCardGrid cards={cards} headingLevel="h3" />)).toMatch(/<h3[^>]*>Contraseña/);
  });
});

describe("SectionCard", () => {
  it("is a section labelled by its h2", () => {
    const markup = render(
      <SectionCard id="score" title="Tu perfil">
        <p>80 %</p>
      </SectionCard>,
    );
    expect(markup).toMatch(/^<section[^>]*aria-labelledby="score-title"/);
    expect(markup).toMatch(/<h2[^>]*id="score-title"[^>]*>Tu perfil<\/h2><p>80 %<\/p>/);
  });
});
