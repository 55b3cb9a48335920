// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { earlyQueryData, firstPage } from "./early-data";
import { routes } from "./routes";

const api = "http://api.test";
const unread = `${api}/chats/unread`;

function early(url: string, body: unknown, token = "tok-1", at = Date.now()) {
  window.__ENCAJA_EARLY__ = {
    ...window.__ENCAJA_EARLY__,
    [url]: { token, at, response: Promise.resolve(new Response()), read: 1, body },
  };
}

afterEach(() => {
  delete window.__ENCAJA_EARLY__;
});

describe("a query's initial data from the early answer", () => {
  it("is the answer, dated when it was asked, taken once", () => {
    const at = Date.now() - 500;
    early(unread, { chats: 3 }, "tok-1", at);
    const options = earlyQueryData(api, "tok-1", routes.chats.unread, {});
    expect(options.initialData()).toEqual({ chats: 3 });
    expect(options.initialDataUpdatedAt()).toBe(at);
    expect(earlyQueryData(api, "tok-1", routes.chats.unread, {}).initialData()).toBeUndefined();
  });

  it("is nothing without an early answer, for another token, or when the query cannot map it", () => {
    const none = earlyQueryData(api, "tok-1", routes.chats.unread, {});
    expect(none.initialData()).toBeUndefined();
    expect(none.initialDataUpdatedAt()).toBe(0);

    early(unread, { chats: 3 }, "tok-2");
    expect(earlyQueryData(api, "tok-1", routes.chats.unread, {}).initialData()).toBeUndefined();

    early(unread, null);
    const map = (answer: { chats: number }) => answer.chats * 2;
    expect(
      earlyQueryData(api, "tok-1", routes.chats.unread, {}, map).initialData(),
    ).toBeUndefined();
  });

  it("finds the read by the URL the query's own call sends, and maps it as the query does", () => {
    const id = "0125a71a-f43f-4964-8dff-5307425d5e64";
    const page = { items: [], nextCursor: null, groups: [] };
    early(`${api}/offers/${id}/candidates?limit=100`, page);
    const data = earlyQueryData(
      api,
      "tok-1",
      routes.offers.candidates,
      { params: { id }, query: { limit: 100 } },
      (answer) => firstPage({ ...answer, items: answer.items.slice(0) }),
    ).initialData();
    expect(data?.pages).toHaveLength(1);
    expect(data?.pageParams).toEqual([null]);
  });
});
