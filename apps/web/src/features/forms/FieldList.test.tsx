import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FieldList, personNameFields, phoneInputProps } from "./FieldList";
import { TextInput } from "./fields";
import type { ContractForm } from "./useContractForm";

type Values = { firstName: string; lastName: string; phone: string };

/** Just what FieldList reads of a form: each field's registration, one field with an error. */
const form = {
  field: (name: string) => ({
    registration: {
      name,
      onChange: async () => undefined,
      onBlur: async () => undefined,
      ref: () => undefined,
    },
    error: name === "lastName" ? { type: "server", message: "Too long" } : undefined,
  }),
} as unknown as ContractForm<Values>;

describe("FieldList", () => {
  it("renders one bound input per entry, with the entry's props and the field's error", () => {
    const html = renderToStaticMarkup(
      <FieldList
        form={form}
        input={TextInput}
        row
        fields={personNameFields({ firstName: "First name", lastName: "Last name" })}
      />,
    );
    for (const part of [
      'name="firstName"',
      'autoComplete="given-name"',
      'name="lastName"',
      'autoComplete="family-name"',
    ]) {
      expect(html).toContain(part);
    }
    expect(html.match(/required=""/g)).toHaveLength(2);
    expect(html).toContain("Too long");
    // The inputs' own outlines are aria-hidden fieldsets; no group fieldset around them.
    expect(html).not.toMatch(/<fieldset(?![^>]*aria-hidden)/);
  });

  it("puts the inputs in a fieldset under the legend", () => {
    const html = renderToStaticMarkup(
      <FieldList
        form={form}
        input={TextInput}
        legend="Contact"
        fields={[{ name: "phone", label: "Phone", ...phoneInputProps }]}
      />,
    );
    expect(html).toMatch(/<fieldset class="MuiBox-root[^>]*>/);
    expect(html).toMatch(/<legend class="MuiTypography-root[^>]*>Contact<\/legend>/);
    expect(html).toContain('type="tel"');
    expect(html).toContain('inputMode="tel"');
  });
});
