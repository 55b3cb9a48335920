"use client";

import { useEffect, useRef } from "react";
import { useHydrated } from "./useHydrated";

/**
 * Keeps a choice made in a controlled field before the page hydrated. The server's HTML is usable
 * before React takes it over (a native select can be changed, a checkbox ticked), but hydrating a
 * controlled select puts the state's value back into the DOM before any effect runs, and the
 * choice is lost silently. So the first render of a field mounted by hydration reads what the
 * visitor chose from the server's DOM (`read` finds the element by its id, as refs are not
 * attached yet; undefined when they changed nothing), and a layout effect gives it to `adopt`
 * (the field's onChange). A field mounted later (client navigation, a dialog) is left alone.
 */
export function useChoiceMadeBeforeHydration<T>(
  read: () => T | undefined,
  adopt: (value: T) => void,
  current: T,
) {
  const hydrated = useHydrated();
  const early = useRef<{ value: T | undefined } | null>(null);
  if (early.current === null) {
    // During hydration useHydrated answers false; on the server there is no document to read.
    const byHydration = !hydrated && typeof document !== "undefined";
    early.current = { value: byHydration ? read() : undefined };
  }
  const latestAdopt = useRef(adopt);
  latestAdopt.current = adopt;
  // A form library may register the field after this effect and put its default back, so the
  // choice is offered again whenever the field's value moves, until the field holds it.
  const key = JSON.stringify(current);
  useEffect(() => {
    const chosen = early.current?.value;
    if (chosen === undefined) return;
    if (JSON.stringify(chosen) === key) {
      early.current = { value: undefined };
      return;
    }
    latestAdopt.current(chosen);
  }, [key]);
}

/**
 * The option a visitor picked in a server-rendered select, or undefined when it still shows the
 * server's choice (the option rendered `selected`, else the first one).
 */
export function selectChangedByVisitor(select: HTMLSelectElement | null): string | undefined {
  if (!select) return undefined;
  const options = Array.from(select.options);
  // The `selected` and `checked` attributes are what the server rendered (defaultSelected and
  // defaultChecked reflect them); the properties are what the visitor changed since.
  const rendered = options.find((option) => option.hasAttribute("selected")) ?? options[0];
  return rendered && select.value !== rendered.value ? select.value : undefined;
}

/**
 * The values of the boxes ticked in a server-rendered group, or undefined when every box is as
 * the server rendered it.
 */
export function checkboxesChangedByVisitor(group: HTMLElement | null): string[] | undefined {
  if (!group) return undefined;
  const boxes = Array.from(group.querySelectorAll<HTMLInputElement>("input[type=checkbox]"));
  if (boxes.every((box) => box.checked === box.hasAttribute("checked"))) return undefined;
  return boxes.filter((box) => box.checked).map((box) => box.value);
}
