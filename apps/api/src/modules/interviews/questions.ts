import type { InterviewType } from "@encaja/contracts";

type Text = { es: string; en: string };
export interface QuestionGroup {
  kind: "skill" | "criterion";
  key: string;
  items: { key: string; text: Text }[];
}

/** Criteria scored in soft and English interviews (their scorecard rows besides skills). */
export const criteriaByType: Record<InterviewType, { key: string; questions: Text[] }[]> = {
  soft: [
    {
      key: "communication",
      questions: [
        {
          es: "Cuéntame un proyecto reciente: ¿cuál fue tu papel y cómo lo explicarías a alguien no técnico?",
          en: "Tell me about a recent project: what was your role, and how would you explain it to a non-technical person?",
        },
      ],
    },
    {
      key: "teamwork",
      questions: [
        {
          es: "Describe un desacuerdo con alguien del equipo y cómo lo resolvieron.",
          en: "Describe a disagreement with a teammate and how you resolved it.",
        },
      ],
    },
    {
      key: "ownership",
      questions: [
        {
          es: "¿Qué hiciste la última vez que algo se rompió en producción?",
          en: "What did you do the last time something broke in production?",
        },
      ],
    },
  ],
  hard: [
    {
      key: "problem_solving",
      questions: [
        {
          es: "Piensa en voz alta: ¿cómo diseñarías un acortador de URLs con millones de visitas al día?",
          en: "Think aloud: how would you design a URL shortener with millions of visits a day?",
        },
      ],
    },
  ],
  english: [
    {
      key: "fluency",
      questions: [
        {
          es: "(En inglés) Describe tu día de trabajo típico.",
          en: "Describe your typical working day.",
        },
      ],
    },
    {
      key: "comprehension",
      questions: [
        {
          es: "(En inglés) Resume lo que acabo de explicar sobre el proyecto del cliente.",
          en: "Summarise what I have just explained about the client's project.",
        },
      ],
    },
  ],
};

/** Questions for specific catalogue skills; any other skill gets the generic ones below. */
const skillQuestions: Record<string, Text[]> = {
  javascript: [
    {
      es: "¿Qué diferencia hay entre == y ===, y cuándo usarías cada uno?",
      en: "What is the difference between == and ===, and when would you use each?",
    },
    {
      es: "Explica el event loop con un ejemplo de promesas y setTimeout.",
      en: "Explain the event loop with an example using promises and setTimeout.",
    },
  ],
  typescript: [
    {
      es: "¿Cuándo usarías un tipo unión discriminada y cómo lo recorre el compilador?",
      en: "When would you use a discriminated union, and how does the compiler narrow it?",
    },
  ],
  react: [
    {
      es: "¿Cuándo se vuelve a renderizar un componente y cómo evitarías renders innecesarios?",
      en: "When does a component re-render, and how would you avoid unnecessary renders?",
    },
  ],
  nodejs: [
    {
      es: "¿Cómo procesarías un archivo de 5 GB en Node.js sin agotar la memoria?",
      en: "How would you process a 5 GB file in Node.js without running out of memory?",
    },
  ],
  postgresql: [
    {
      es: "Una consulta es lenta: ¿qué mirarías primero con EXPLAIN ANALYZE?",
      en: "A query is slow: what would you look at first with EXPLAIN ANALYZE?",
    },
  ],
  python: [
    {
      es: "¿Qué son los generadores y cuándo convienen frente a una lista?",
      en: "What are generators, and when are they better than a list?",
    },
  ],
};

const genericSkillQuestions = (name: string): Text[] => [
  {
    es: `Cuéntame el problema más difícil que resolviste con ${name}.`,
    en: `Tell me about the hardest problem you solved with ${name}.`,
  },
  {
    es: `¿Qué errores comunes ves en código de ${name} y cómo los evitas?`,
    en: `What common mistakes do you see in ${name} code, and how do you avoid them?`,
  },
];

/** The kit's suggested questions: one group per skill to verify, then the type's criteria. */
export function suggestedQuestions(
  type: InterviewType,
  skills: { code: string; name: string }[],
): QuestionGroup[] {
  const skillGroups: QuestionGroup[] =
    type === "hard"
      ? skills.map((s) => ({
          kind: "skill",
          key: s.code,
          items: (skillQuestions[s.code] ?? genericSkillQuestions(s.name)).map((text, i) => ({
            key: `${s.code}.${i + 1}`,
            text,
          })),
        }))
      : [];
  const criteria: QuestionGroup[] = criteriaByType[type].map((c) => ({
    kind: "criterion",
    key: c.key,
    items: c.questions.map((text, i) => ({ key: `${c.key}.${i + 1}`, text })),
  }));
  return [...skillGroups, ...criteria];
}
