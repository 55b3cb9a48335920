import {
  countryName,
  type ExplanationKey,
  englishLevelLabels,
  formatMoneyUnits,
  interviewResultLabels,
  interviewTypeLabels,
  type Locale,
  renderExplanation,
  type Snapshot,
  scorecardRowLabel,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PdfWriter } from "./pdf-layout";

const words = {
  es: {
    title: "Perfil del candidato",
    offer: "Oferta",
    summary: "Resumen",
    strengths: "Fortalezas",
    concerns: "A tener en cuenta",
    skills: "Habilidades",
    experience: "Experiencia",
    present: "actualidad",
    interviews: "Entrevistas",
    assessments: "Evaluaciones",
    passed: "aprobada",
    failed: "no aprobada",
    salary: "Expectativa salarial",
    availability: "Disponibilidad",
    from: "Desde",
    match: "Afinidad con la oferta",
    years: "años de experiencia",
    frozen: "Instantánea del",
    contact: "Contacto",
  },
  en: {
    title: "Candidate profile",
    offer: "Offer",
    summary: "Summary",
    strengths: "Strengths",
    concerns: "Concerns",
    skills: "Skills",
    experience: "Experience",
    present: "present",
    interviews: "Interviews",
    assessments: "Assessments",
    passed: "passed",
    failed: "not passed",
    salary: "Salary expectation",
    availability: "Availability",
    from: "From",
    match: "Match with the offer",
    years: "years of experience",
    frozen: "Snapshot of",
    contact: "Contact",
  },
} as const;

const period = {
  hour: { es: "hora", en: "hour" },
  month: { es: "mes", en: "month" },
  year: { es: "año", en: "year" },
} as const;

/** The snapshot as a PDF, drawn from the same data the snapshot page shows. */
export async function renderSnapshotPdf(snapshot: Snapshot, locale: Locale): Promise<Uint8Array> {
  const w = words[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(snapshot.headline);
  doc.setCreator("Encaja");
  const pdf = new PdfWriter(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  const d = snapshot.document;
  const dev = d.developer;

  pdf.text(w.title, { size: 10, gray: true });
  pdf.text(d.headline, { size: 18, bold: true });
  pdf.text(
    [
      techRoleLabel(dev.techRole, locale),
      seniorityLabels[dev.seniority][locale],
      dev.mainStack?.name,
      dev.englishLevel ? englishLevelLabels[dev.englishLevel][locale] : null,
      dev.country ? countryName(dev.country, locale) : null,
      `${Math.round(dev.devExperienceMonths / 12)} ${w.years}`,
    ]
      .filter(Boolean)
      .join(" · "),
    { gray: true },
  );
  pdf.text(`${w.offer}: ${snapshot.offer.title} · ${snapshot.customer.name}`, { gray: true });
  pdf.text(`${w.frozen} ${snapshot.createdAt.slice(0, 10)} · ${dev.hashedId}`, { gray: true });

  if (snapshot.contact) {
    pdf.heading(w.contact);
    const c = snapshot.contact;
    pdf.text([c.name, c.email, c.phone, c.linkedinUrl].filter(Boolean).join(" · "));
  }
  if (d.summary) {
    pdf.heading(w.summary);
    pdf.text(d.summary);
  }
  if (d.strengths.length > 0) {
    pdf.heading(w.strengths);
    pdf.bullets(d.strengths);
  }
  if (d.concerns.length > 0) {
    pdf.heading(w.concerns);
    pdf.bullets(d.concerns);
  }
  if (dev.skills.length > 0) {
    pdf.heading(w.skills);
    pdf.text(dev.skills.map((s) => `${s.name} (${s.level}/5)`).join(", "));
  }
  if (d.experienceNarrative || d.experiences.length > 0) {
    pdf.heading(w.experience);
    pdf.text(d.experienceNarrative);
    pdf.bullets(
      d.experiences.map(
        (e) =>
          `${e.title} · ${e.company} (${e.startDate.slice(0, 7)} – ${
            e.current || !e.endDate ? w.present : e.endDate.slice(0, 7)
          })`,
      ),
    );
  }
  if (d.interviews.length > 0) {
    pdf.heading(w.interviews);
    for (const i of d.interviews) {
      const result = i.result ? interviewResultLabels[i.result][locale] : "";
      const level = i.englishLevel ? englishLevelLabels[i.englishLevel][locale] : "";
      pdf.text(
        [
          interviewTypeLabels[i.type][locale],
          result,
          level,
          (i.scheduledAt ?? i.completedAt).slice(0, 10),
        ]
          .filter(Boolean)
          .join(" · "),
        { bold: true },
      );
      pdf.bullets(
        i.rows.map(
          (r) =>
            `${scorecardRowLabel(r, locale)}: ${r.score ?? "–"}/5${r.note ? ` — ${r.note}` : ""}`,
        ),
      );
      pdf.text(i.comment, { indent: 8, gray: true });
    }
  }
  if (d.assessments.length > 0) {
    pdf.heading(w.assessments);
    pdf.bullets(
      d.assessments.map((a) =>
        [
          a.title[locale],
          a.score === null ? null : `${a.score}/100`,
          a.passed === null ? null : a.passed ? w.passed : w.failed,
        ]
          .filter(Boolean)
          .join(" · "),
      ),
    );
  }
  if (d.salaryExpectation) {
    const s = d.salaryExpectation;
    pdf.heading(w.salary);
    pdf.text(`${formatMoneyUnits(s.amount, s.currency, locale)} / ${period[s.period][locale]}`);
  }
  if (d.availability.availableFrom || d.availability.note) {
    pdf.heading(w.availability);
    if (d.availability.availableFrom) pdf.text(`${w.from} ${d.availability.availableFrom}`);
    pdf.text(d.availability.note);
  }
  if (snapshot.match) {
    pdf.heading(`${w.match}: ${snapshot.match.score ?? "–"}/100`);
    pdf.bullets(
      snapshot.match.parts.map(
        (p) =>
          renderExplanation(p.explanation.key as ExplanationKey, p.explanation.params, locale).text,
      ),
    );
  }
  return doc.save();
}
