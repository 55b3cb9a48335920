// @vitest-environment happy-dom
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import { DataTable } from "./DataTable";
import { type ListQueryState, QueryList } from "./QueryList";

const messages = { es, en } as const;
const texts = {
  es: { error: "No pudimos cargar la lista.", empty: "Todavía no hay nada.", caption: "Personas" },
  en: { error: "We could not load the list.", empty: "Nothing here yet.", caption: "People" },
} as const;

const pending: ListQueryState = { isPending: true, isError: false, isSuccess: false };
const failed: ListQueryState = {
  isPending: false,
  isError: true,
  isSuccess: false,
  error: new Error("x"),
};
const loaded: ListQueryState = { isPending: false, isError: false, isSuccess: true };

afterEach(cleanup);

function renderIn(locale: "es" | "en", node: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={messages[locale]}>
      {node}
    </NextIntlClientProvider>,
  );
}

/** A list of people as a table, through QueryList and DataTable as the list pages use them. */
function People({
  locale,
  query,
  items,
}: {
  locale: "es" | "en";
  query: ListQueryState;
  items: string[];
}) {
  const t = texts[locale];
  return (
    <QueryList query={query} items={items} loadError={t.error} empty={t.empty}>
      {(rows) => (
        <DataTable caption={t.caption} columns={[t.caption]}>
          {rows.map((name) => (
            <TableRow key={name}>
              <TableCell>{name}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </QueryList>
  );
}

describe.each(["es", "en"] as const)("QueryList (%s)", (locale) => {
  const t = texts[locale];

  it("shows a named progress indicator while the first page loads, and nothing else", () => {
    renderIn(locale, <People locale={locale} query={pending} items={[]} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe(
      messages[locale].Common.session.checking,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(t.empty)).toBeNull();
  });

  it("shows the error as an alert", () => {
    renderIn(locale, <People locale={locale} query={failed} items={[]} />);
    expect(screen.getByRole("alert").textContent).toBe(t.error);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByText(t.empty)).toBeNull();
  });

  it("keeps rows already loaded under the alert when a later fetch fails", () => {
    renderIn(locale, <People locale={locale} query={failed} items={["Ana"]} />);
    expect(screen.getByRole("alert").textContent).toBe(t.error);
    expect(screen.getByRole("table", { name: t.caption })).toBeTruthy();
  });

  it("shows the empty text as a paragraph when the list came back empty", () => {
    renderIn(locale, <People locale={locale} query={loaded} items={[]} />);
    expect(screen.getByText(t.empty).tagName).toBe("P");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("renders the rows in a table named by its caption, with its column headings", () => {
    renderIn(locale, <People locale={locale} query={loaded} items={["Ana", "Luis"]} />);
    const table = screen.getByRole("table", { name: t.caption });
    expect(within(table).getByRole("columnheader", { name: t.caption })).toBeTruthy();
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByText(t.empty)).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("QueryList options", () => {
  it("reads the error only when the query failed, and shows the nodes it is given", () => {
    let reads = 0;
    const loadError = (error: unknown) => {
      reads += 1;
      return <strong role="alert">{(error as Error).message}</strong>;
    };
    const list = (query: ListQueryState, items: string[]) => (
      <QueryList
        query={query}
        items={items}
        loadError={loadError}
        empty={<em>none</em>}
        loading={<span>wait</span>}
      >
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </QueryList>
    );
    const { rerender } = renderIn("en", list(pending, []));
    expect(screen.getByText("wait")).toBeTruthy();
    rerender(list(loaded, []));
    expect(screen.getByText("none").tagName).toBe("EM");
    expect(reads).toBe(0);
    rerender(list(failed, []));
    expect(screen.getByRole("alert").textContent).toBe("x");
    expect(reads).toBe(1);
  });

  it("shows nothing while loading when told so", () => {
    const { container } = renderIn(
      "en",
      <QueryList query={pending} items={[]} loadError="" empty="" loading={null}>
        {() => null}
      </QueryList>,
    );
    expect(container.innerHTML).toBe("");
  });
});
