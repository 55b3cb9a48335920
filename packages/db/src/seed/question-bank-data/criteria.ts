import type { InterviewCriterion, InterviewType, QuestionLevel } from "@encaja/contracts";
import type { QuestionText } from "./types";

export interface CriterionQuestionSeed {
  kind: InterviewType;
  criterion: InterviewCriterion;
  level: QuestionLevel;
  text: QuestionText;
}

const both = (
  kind: InterviewType,
  criterion: InterviewCriterion,
  junior: QuestionText[],
  senior: QuestionText[],
): CriterionQuestionSeed[] => [
  ...junior.map((text) => ({ kind, criterion, level: "junior" as const, text })),
  ...senior.map((text) => ({ kind, criterion, level: "senior" as const, text })),
];

/** Questions for each criterion soft, technical and English interviews score. */
export const criterionQuestions: CriterionQuestionSeed[] = [
  ...both(
    "soft",
    "communication",
    [
      [
        "Cuéntame un proyecto reciente: ¿cuál fue tu papel y cómo lo explicarías a alguien no técnico?",
        "Tell me about a recent project: what was your role, and how would you explain it to a non-technical person?",
      ],
    ],
    [
      [
        "¿Cómo convenciste a tu equipo o a un cliente de cambiar una decisión técnica?",
        "How did you convince your team or a client to change a technical decision?",
      ],
    ],
  ),
  ...both(
    "soft",
    "teamwork",
    [
      [
        "Describe un desacuerdo con alguien del equipo y cómo lo resolvieron.",
        "Describe a disagreement with a teammate and how you resolved it.",
      ],
    ],
    [
      [
        "¿Cómo ayudaste a crecer a una persona con menos experiencia del equipo?",
        "How did you help a less experienced teammate grow?",
      ],
    ],
  ),
  ...both(
    "soft",
    "ownership",
    [
      [
        "¿Qué hiciste la última vez que algo se rompió en producción?",
        "What did you do the last time something broke in production?",
      ],
    ],
    [
      [
        "Cuéntame una vez que detectaste un problema fuera de tu tarea y te hiciste cargo.",
        "Tell me about a time you spotted a problem outside your task and took charge of it.",
      ],
    ],
  ),
  ...both(
    "hard",
    "problem_solving",
    [
      [
        "Piensa en voz alta: ¿cómo encontrarías el error en una función que a veces devuelve un resultado incorrecto?",
        "Think aloud: how would you find the bug in a function that sometimes returns a wrong result?",
      ],
    ],
    [
      [
        "Piensa en voz alta: ¿cómo diseñarías un acortador de URLs con millones de visitas al día?",
        "Think aloud: how would you design a URL shortener with millions of visits a day?",
      ],
    ],
  ),
  ...both(
    "english",
    "fluency",
    [["(En inglés) Describe tu día de trabajo típico.", "Describe your typical working day."]],
    [
      [
        "(En inglés) Explica una decisión de arquitectura que tomaste y sus alternativas.",
        "Explain an architecture decision you made and the alternatives you weighed.",
      ],
    ],
  ),
  ...both(
    "english",
    "comprehension",
    [
      [
        "(En inglés) Resume lo que acabo de explicar sobre el proyecto del cliente.",
        "Summarise what I have just explained about the client's project.",
      ],
    ],
    [
      [
        "(En inglés) ¿Qué preguntas le harías al cliente sobre los requisitos que acabo de describir?",
        "What would you ask the client about the requirements I have just described?",
      ],
    ],
  ),
];

/** Technical questions for any skill without its own; `{skill}` is the skill's name. */
export const genericSkillQuestions: QuestionText[] = [
  [
    "Cuéntame el problema más difícil que resolviste con {skill}.",
    "Tell me about the hardest problem you solved with {skill}.",
  ],
  [
    "¿Qué errores comunes ves en código de {skill} y cómo los evitas?",
    "What common mistakes do you see in {skill} code, and how do you avoid them?",
  ],
];
