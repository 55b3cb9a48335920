import type { FixtureProfile } from "./linkedin-pdf";

/** Test-only profiles, one per export language, long enough to span several pages. */

const bullets = (prefix: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `- ${prefix} ${i + 1}: built and operated services used by thousands of people every day.`,
  );

export const englishProfile: FixtureProfile = {
  lang: "en",
  name: "Lucía Fernández",
  headline: "Senior Backend Engineer | Node.js · TypeScript · AWS",
  location: "Buenos Aires, Buenos Aires Province, Argentina",
  contact: [
    "lucia.fernandez@example.com",
    "www.linkedin.com/in/lucia-fernandez (LinkedIn)",
    "github.com/luciaf (Portfolio)",
  ],
  topSkills: ["Node.js", "Amazon Web Services (AWS)", "Team Leadership"],
  languages: ["English (Full Professional)", "Spanish (Native or Bilingual)"],
  certifications: ["AWS Certified Solutions Architect – Associate"],
  summary: [
    "Backend engineer with eight years of experience designing APIs and distributed systems for fintech and e-commerce companies in Latin America.",
    "I enjoy mentoring, clean architecture and measurable results.",
  ],
  experience: [
    {
      company: "Globant",
      tenure: "5 years 7 months",
      roles: [
        {
          title: "Senior Software Engineer",
          dates: "March 2021 - Present (3 years 5 months)",
          location: "Buenos Aires, Argentina",
          description: [
            "Tech lead of a team of six building payment APIs.",
            ...bullets("Project", 12),
          ],
        },
        {
          title: "Software Engineer",
          dates: "January 2019 - February 2021 (2 years 2 months)",
          description: bullets("Delivery", 10),
        },
      ],
    },
    {
      company: "Mercado Libre",
      roles: [
        {
          title: "Backend Developer",
          dates: "Jun 2017 - Dec 2018 (1 year 7 months)",
          location: "Greater Buenos Aires Area",
          description: [
            "Worked on the shipping calculator used at checkout.",
            ...bullets("Feature", 8),
          ],
        },
      ],
    },
    {
      company: "Freelance",
      roles: [{ title: "Web Developer", dates: "2015 - 2017 (2 years)" }],
    },
  ],
  education: [
    {
      institution: "Universidad de Buenos Aires",
      degree: "Bachelor's degree, Computer Science · (2010 - 2015)",
    },
    { institution: "Coursera", degree: "Certificate, Machine Learning · (2020)" },
  ],
};

export const spanishProfile: FixtureProfile = {
  lang: "es",
  name: "Andrés Gómez Ruiz",
  headline: "Desarrollador Full Stack en Rappi | React · Node.js",
  location: "Bogotá, Distrito Capital, Colombia",
  contact: ["andres.gomez@example.com", "www.linkedin.com/in/andresgomez (LinkedIn)"],
  topSkills: ["React.js", "Metodologías ágiles", "Gestión de proyectos"],
  languages: ["Español (Nativo o bilingüe)", "Inglés (Competencia profesional completa)"],
  certifications: [],
  summary: [
    "Ingeniero de sistemas con más de seis años construyendo productos web para banca y delivery.",
  ],
  experience: [
    {
      company: "Rappi",
      roles: [
        {
          title: "Desarrollador Full Stack",
          dates: "enero de 2021 - Presente (3 años 7 meses)",
          location: "Bogotá, Distrito Capital, Colombia",
          description: [
            "Desarrollo de la aplicación de repartidores con React y Node.js.",
            ...bullets("Proyecto", 14),
          ],
        },
      ],
    },
    {
      company: "Bancolombia",
      tenure: "2 años 6 meses",
      roles: [
        {
          title: "Desarrollador Backend",
          dates: "abr. de 2019 - dic. de 2020 (1 año 9 meses)",
          location: "Medellín, Antioquia, Colombia",
          description: bullets("Servicio", 12),
        },
        {
          title: "Practicante de desarrollo",
          dates: "octubre de 2018 - marzo de 2019 (6 meses)",
          location: "Medellín, Antioquia, Colombia",
        },
      ],
    },
    {
      company: "Universidad Nacional de Colombia",
      roles: [
        {
          title: "Monitor académico",
          dates: "2016 - 2018 (2 años)",
          description: ["Apoyo en cursos de programación para primer semestre."],
        },
      ],
    },
  ],
  education: [
    {
      institution: "Universidad Nacional de Colombia",
      degree: "Ingeniería de Sistemas y Computación, Ingeniería de software · (2013 - 2018)",
    },
    { institution: "Platzi", degree: "Escuela de JavaScript · (2019)" },
  ],
};
