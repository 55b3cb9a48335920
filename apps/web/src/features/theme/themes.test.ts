import { describe, expect, it } from "vitest";
import { themeFor } from "./themes";

describe("themes", () => {
  it("give MUI's own texts in the page's language (autocomplete open/close, no English in Spanish)", () => {
    for (const kind of ["default", "developer"] as const) {
      const themes = { es: themeFor(kind, "es"), en: themeFor(kind, "en") };
      expect(themes.es.components?.MuiAutocomplete?.defaultProps).toMatchObject({
        openText: "Abrir",
        closeText: "Cerrar",
        clearText: "Limpiar",
      });
      // English is MUI's own default: no Spanish override may leak into it.
      const en = themes.en.components?.MuiAutocomplete?.defaultProps;
      expect(en?.openText ?? "Open").toBe("Open");
      expect(en?.closeText ?? "Close").toBe("Close");
    }
  });
});
