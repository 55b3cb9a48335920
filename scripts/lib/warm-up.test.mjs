import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { pagesToWarm, warmPages } from "./warm-up.mjs";

describe("pagesToWarm", () => {
  it("lists the build's pages without the locale, where people land first, dynamic segments filled", () => {
    const pages = pagesToWarm({
      "/[locale]/(site)/page": "/[locale]",
      "/[locale]/(app)/settings/page": "/[locale]/settings",
      "/[locale]/(app)/matchers/page": "/[locale]/matchers",
      "/[locale]/(app)/admin/users/[id]/page": "/[locale]/admin/users/[id]",
      "/[locale]/(app)/verify-email/[token]/page": "/[locale]/verify-email/[token]",
      "/sitemap.xml/route": "/sitemap.xml",
      "/monitoring/route": "/monitoring",
    });
    expect(pages).toEqual({
      first: ["/", "/matchers", "/verify-email/warm-up"],
      rest: ["/admin/users/warm-up", "/settings"],
    });
  });
});

describe("warmPages", () => {
  let server;
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it("requests each page once, no more than `concurrency` at a time, and survives failures", async () => {
    const seen = [];
    let inFlight = 0;
    let mostInFlight = 0;
    server = http.createServer((req, res) => {
      seen.push(req.url);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        if (req.url === "/broken") return req.socket.destroy();
        res.writeHead(req.url === "/moved" ? 307 : 200, { location: "/elsewhere" }).end("ok");
      }, 20);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${server.address().port}`;

    const result = await warmPages(base, ["/", "/broken", "/moved", "/a", "/b"], {
      concurrency: 2,
    });

    expect(seen.sort()).toEqual(["/", "/a", "/b", "/broken", "/moved"]);
    expect(mostInFlight).toBe(2);
    expect(result.answered).toBe(4);
  });
});
