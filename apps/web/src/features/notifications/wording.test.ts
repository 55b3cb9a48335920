import { notificationKinds } from "@encaja/contracts";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { kindKey, relativeTime, wordingValues } from "./wording";

describe("notification wording", () => {
  for (const [locale, messages] of [
    ["es", es],
    ["en", en],
  ] as const) {
    it(`words every kind in ${locale}`, () => {
      const t = createTranslator({ locale, messages, namespace: "Notifications" });
      for (const kind of notificationKinds) {
        const text = t(
          `kinds.${kindKey(kind)}`,
          wordingValues({ offerTitle: "Go", status: "hired" }),
        );
        expect(text).not.toContain("kinds.");
        expect(text.length).toBeGreaterThan(5);
      }
      expect(t("bell.label", { count: 3 })).toBe(
        locale === "es" ? "Notificaciones, 3 sin leer" : "Notifications, 3 unread",
      );
    });
  }

  it("names the interview's type, so two interviews with one person read apart", () => {
    const words = (messages: typeof es, locale: "es" | "en", interviewType: string) =>
      createTranslator({ locale, messages, namespace: "Notifications" })(
        "kinds.interview_scheduled",
        wordingValues({ withName: "Inés", interviewType }),
      );
    expect(words(es, "es", "hard")).toBe("Entrevista técnica programada con Inés");
    expect(words(es, "es", "soft")).toBe("Entrevista personal programada con Inés");
    expect(words(en, "en", "hard")).toBe("Technical interview scheduled with Inés");
    expect(words(en, "en", "english")).toBe("English check scheduled with Inés");
  });

  it("says how long ago in the viewer's language", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(relativeTime("2026-11-24T11:57:00Z", "en", now)).toBe("3 minutes ago");
    expect(relativeTime("2026-11-24T11:57:00Z", "es", now)).toBe("hace 3 minutos");
  });
});
