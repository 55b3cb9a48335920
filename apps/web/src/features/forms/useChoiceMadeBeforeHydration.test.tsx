// @vitest-environment happy-dom
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { CheckboxGroup } from "./CheckboxGroup";
import { EnumSelect } from "./EnumSelect";

type Chosen = { role: string; seniorities: string[] };

/** A role select and a seniority group, as the /hire form has them; `seen` gets each state. */
function Requirements({ seen, initial }: { seen: (chosen: Chosen) => void; initial: Chosen }) {
  const [role, setRole] = useState<"" | "backend" | "frontend">(
    initial.role as "" | "backend" | "frontend",
  );
  const [seniorities, setSeniorities] = useState(initial.seniorities);
  seen({ role, seniorities });
  return (
    <form aria-label="request">
      <EnumSelect
        label="Role"
        options={["backend", "frontend"] as const}
        optionLabel={(value) => value}
        emptyLabel="Choose"
        value={role}
        onChange={setRole}
      />
      <CheckboxGroup
        legend="Seniority"
        options={[
          { value: "junior", label: "Junior" },
          { value: "senior", label: "Senior" },
        ]}
        value={seniorities}
        onChange={setSeniorities}
      />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** Renders on the "server", lets `before` act on that HTML, then hydrates it. */
function hydrateAfter(initial: Chosen, before: (container: HTMLElement) => void) {
  let last: Chosen = initial;
  const element = <Requirements initial={initial} seen={(chosen) => (last = chosen)} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  act(() => {
    root = hydrateRoot(container, element);
  });
  return { container, chosen: () => last };
}

const select = (container: HTMLElement) => container.querySelector("select") as HTMLSelectElement;
const box = (container: HTMLElement, value: string) =>
  container.querySelector(`input[value="${value}"]`) as HTMLInputElement;

describe("choices made before hydration", () => {
  it("are taken into the form's state, and stay after the next render", () => {
    const { container, chosen } = hydrateAfter({ role: "", seniorities: [] }, (html) => {
      select(html).value = "frontend";
      box(html, "senior").checked = true;
    });
    expect(chosen()).toEqual({ role: "frontend", seniorities: ["senior"] });
    // A later change re-renders both fields: the choices are the state's now, so they hold.
    act(() => box(container, "junior").click());
    expect(select(container).value).toBe("frontend");
    expect(chosen().seniorities.sort()).toEqual(["junior", "senior"]);
  });

  it("leave the state alone when the visitor changed nothing", () => {
    const initial = { role: "backend", seniorities: ["junior"] };
    const { container, chosen } = hydrateAfter(initial, () => undefined);
    expect(chosen()).toEqual(initial);
    expect(select(container).value).toBe("backend");
  });

  it("include going back to the empty option", () => {
    const { chosen } = hydrateAfter({ role: "backend", seniorities: ["junior"] }, (html) => {
      select(html).value = "";
      box(html, "junior").checked = false;
    });
    expect(chosen()).toEqual({ role: "", seniorities: [] });
  });
});
