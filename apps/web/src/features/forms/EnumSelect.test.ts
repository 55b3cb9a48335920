// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { EnumSelect, type EnumSelectProps } from "./EnumSelect";

type Fruit = "apple" | "pear";
const fruits: readonly Fruit[] = ["apple", "pear"];
const labels: Record<Fruit, string> = { apple: "Manzana", pear: "Pera" };

const base = {
  label: "Fruta",
  options: fruits,
  optionLabel: (f: Fruit) => labels[f],
};

/** The markup without emotion's <style> tags. */
const html = (props: EnumSelectProps<Fruit>) =>
  renderToStaticMarkup(createElement(EnumSelect<Fruit>, props as never)).replace(
    /<style[^>]*>.*?<\/style>/g,
    "",
  );
const attr = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(markup)?.[1];

describe("EnumSelect", () => {
  it("binds the label to a native select listing the options with their labels in order", () => {
    const markup = html({ ...base, value: "pear", onChange: () => {} });
    const id = attr(markup, "select", "id");
    expect(id).toBeTruthy();
    expect(attr(markup, "label", "for")).toBe(id);
    expect(markup).toMatch(/<label[^>]*>Fruta<\/label>/);
    expect(
      [...markup.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => m.slice(1)),
    ).toEqual([
      ["apple", "Manzana"],
      ["pear", "Pera"],
    ]);
    expect(markup).toMatch(/<option value="pear" selected="">/);
    expect(attr(markup, "select", "aria-describedby")).toBeUndefined();
  });

  it("offers a first empty option only when given its label", () => {
    const markup = html({ ...base, emptyLabel: "Elige…", value: "", onChange: () => {} });
    expect(markup).toMatch(
      /<select[^>]*><option value="" selected="">Elige…<\/option><option value="apple">/,
    );
    expect(html({ ...base, value: "apple", onChange: () => {} })).not.toContain('value=""');
  });

  it("ties the help text to the select, and an error (which wins) marks it invalid", () => {
    const helped = html({ ...base, value: "apple", onChange: () => {}, help: "Una sola" });
    const helpId = attr(helped, "select", "aria-describedby");
    expect(helped).toContain(`id="${helpId}">Una sola</p>`);
    expect(attr(helped, "select", "aria-invalid")).toBe("false");

    const failed = html({
      ...base,
      value: "apple",
      onChange: () => {},
      help: "Una sola",
      error: "Elige una fruta",
    });
    const errorId = attr(failed, "select", "aria-describedby");
    expect(failed).toContain(`id="${errorId}">Elige una fruta</p>`);
    expect(failed).not.toContain("Una sola");
    expect(attr(failed, "select", "aria-invalid")).toBe("true");
  });

  it('reports the chosen value (the empty option as "")', () => {
    const onChange = vi.fn();
    const props = { ...base, emptyLabel: "Elige…", value: "", onChange };
    render(createElement(EnumSelect<Fruit>, props as never));
    const select = screen.getByRole("combobox", { name: "Fruta" });
    fireEvent.change(select, { target: { value: "pear" } });
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["pear"], [""]]);
    cleanup();
  });
});
