import {
  type BudgetDetail,
  type BudgetVersion,
  budgetHiringTypeLabels,
  budgetLineTotal,
  formatMoney,
  type Locale,
  seniorityLabels,
  techRoleLabel,
} from "@encaja/contracts";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PdfWriter } from "../deep-profiles/pdf-layout";
import { formatBudgetDate } from "./dates";

const words = {
  es: {
    title: "Presupuesto",
    version: "Versión",
    company: "Empresa",
    lines: "Líneas",
    perMonth: "al mes por persona",
    perHire: "por contratación",
    months: "meses",
    total: "Total",
    validUntil: "Válido hasta el",
    terms: "Condiciones",
    notes: "Notas",
    answer: { accepted: "Aceptado por", rejected: "Rechazado por" },
  },
  en: {
    title: "Budget",
    version: "Version",
    company: "Company",
    lines: "Lines",
    perMonth: "per person per month",
    perHire: "per hire",
    months: "months",
    total: "Total",
    validUntil: "Valid until",
    terms: "Terms",
    notes: "Notes",
    answer: { accepted: "Accepted by", rejected: "Rejected by" },
  },
} as const;

/** One sent version as a PDF: lines, totals in the reader's locale, validity and terms. */
export async function renderBudgetPdf(
  budget: BudgetDetail,
  version: BudgetVersion,
  locale: Locale,
): Promise<Uint8Array> {
  const w = words[locale];
  const c = version.content;
  const money = (minor: number) => formatMoney(minor, version.currency, locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${budget.title} (v${version.version})`);
  doc.setCreator("Encaja");
  const pdf = new PdfWriter(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  pdf.text(`${w.title} · ${w.version} ${version.version}`, { gray: true });
  pdf.text(budget.title, { size: 18, bold: true });
  pdf.text(`${w.company}: ${budget.customerName}`, { gray: true });
  pdf.text(budgetHiringTypeLabels[c.hiringType][locale], { gray: true });

  pdf.heading(w.lines);
  for (const line of c.lines) {
    const unit = `${money(line.unitAmountMinor)} ${c.hiringType === "staffing" ? w.perMonth : w.perHire}`;
    const months = c.hiringType === "staffing" ? ` × ${line.months} ${w.months}` : "";
    pdf.text(
      `${line.quantity} × ${techRoleLabel(line.role, locale)} (${seniorityLabels[line.seniority][locale]}) · ${unit}${months} = ${money(budgetLineTotal(line, c.hiringType))}`,
    );
    if (line.description) pdf.text(line.description, { indent: 12, gray: true });
  }
  pdf.gap(6);
  pdf.text(`${w.total}: ${money(version.totalMinor)}`, { size: 13, bold: true });
  pdf.text(`${w.validUntil} ${formatBudgetDate(version.validUntil, locale)}`);
  if (c.terms.trim()) {
    pdf.heading(w.terms);
    for (const paragraph of c.terms.split(/\n{2,}/)) pdf.text(paragraph);
  }
  if (c.notes.trim()) {
    pdf.heading(w.notes);
    pdf.text(c.notes);
  }
  if (version.response) {
    const r = version.response;
    pdf.gap(8);
    pdf.text(
      `${w.answer[r.decision]} ${r.respondedByName} · ${r.respondedAt.slice(0, 10)}${r.comment ? ` · ${r.comment}` : ""}`,
      { gray: true },
    );
  }
  return doc.save();
}
