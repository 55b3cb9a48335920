import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineMarkdown, MarkdownText } from "./Markdown";

describe("assessment markdown", () => {
  it("renders code and emphasis instead of showing the markdown marks", () => {
    const html = renderToStaticMarkup(
      <MarkdownText markdown={"Write `sumOfEvens(numbers)` that returns the *sum*."} />,
    );
    expect(html).toContain("sumOfEvens(numbers)</code>");
    expect(html).toContain("<em>sum</em>");
    expect(html).not.toContain("`");
  });

  it("keeps a quiz question inline (no paragraphs) and renders its emphasis", () => {
    const html = renderToStaticMarkup(
      <InlineMarkdown markdown={"What is *lifting state up* in `React`?"} />,
    );
    expect(html).toContain("<em>lifting state up</em>");
    expect(html).toMatch(/<code[^>]*>React<\/code>/);
    expect(html).not.toMatch(/<p[\s>]|\*/);
  });

  it("drops raw HTML, scripts, images and javascript: links", () => {
    const source =
      'Hi <script>alert(1)</script><b onclick="x">bold</b> ![x](http://e/x.png) [go](javascript:alert(1))';
    for (const html of [
      renderToStaticMarkup(<MarkdownText markdown={source} />),
      renderToStaticMarkup(<InlineMarkdown markdown={source} />),
    ]) {
      expect(html).not.toMatch(/<script|onclick|<img|javascript:|<b>/);
    }
  });
});
