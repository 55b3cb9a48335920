"use client";

import type { AuditLogEntry, AuditPerson } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { browserTimeZone, formatDateTime } from "@/lib/format/dates";
import type { AppLocale } from "@/lib/format/locale";
import { AuditDetails } from "./AuditDetails";
import { useActionLabel } from "./labels";

const COLUMNS = 7;
const person = (p: AuditPerson | null) => (p ? (p.name ? `${p.name} <${p.email}>` : p.email) : "—");
/** A sign-in attempt on an unknown email has no subject: the email it tried is the subject. */
const triedEmail = (e: AuditLogEntry) =>
  !e.subject && typeof e.details.email === "string" ? e.details.email : null;

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const t = useTranslations("AdminAudit.table");
  const locale = useLocale() as AppLocale;
  const actionLabel = useActionLabel();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${entry.id}`;
  const hasDetails = Object.keys(entry.details).length > 0;
  return (
    <Fragment>
      <TableRow>
        <TableCell sx={{ whiteSpace: "nowrap" }}>
          <time dateTime={entry.createdAt}>
            {formatDateTime(entry.createdAt, locale, browserTimeZone())}
          </time>
        </TableCell>
        <TableCell>{actionLabel(entry.action)}</TableCell>
        <TableCell>{person(entry.actor)}</TableCell>
        <TableCell>
          {entry.subject ? <div>{person(entry.subject)}</div> : null}
          {triedEmail(entry) ? <div>{triedEmail(entry)}</div> : null}
          {entry.target ? (
            <Box component="code" sx={{ fontSize: "0.8em", wordBreak: "break-all" }}>
              {entry.target.type}:{entry.target.id}
            </Box>
          ) : null}
          {!entry.subject && !entry.target && !triedEmail(entry) ? "—" : null}
        </TableCell>
        <TableCell>{entry.ip ?? "—"}</TableCell>
        <TableCell sx={{ wordBreak: "break-all", fontSize: "0.8em" }}>
          {entry.requestId ?? "—"}
        </TableCell>
        <TableCell>
          {hasDetails ? (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t(open ? "hideDetailsOf" : "showDetailsOf", {
                action: actionLabel(entry.action),
                time: formatDateTime(entry.createdAt, locale, browserTimeZone()),
              })}
              onClick={() => setOpen((o) => !o)}
            >
              {t(open ? "hideDetails" : "showDetails")}
            </Button>
          ) : (
            "—"
          )}
        </TableCell>
      </TableRow>
      {hasDetails ? (
        // MUI gives every row `display: table-row`, which beats the `hidden` attribute.
        <TableRow id={detailsId} hidden={!open} sx={open ? undefined : { display: "none" }}>
          <TableCell colSpan={COLUMNS}>
            <AuditDetails entry={entry} />
          </TableCell>
        </TableRow>
      ) : null}
    </Fragment>
  );
}

/** The log's entries: time in the viewer's zone, action label, who, on what, from where. */
export function AuditTable({ entries }: { entries: readonly AuditLogEntry[] }) {
  const t = useTranslations("AdminAudit.table");
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small">
        <caption>{t("caption")}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("time")}</TableCell>
            <TableCell scope="col">{t("action")}</TableCell>
            <TableCell scope="col">{t("actor")}</TableCell>
            <TableCell scope="col">{t("target")}</TableCell>
            <TableCell scope="col">{t("ip")}</TableCell>
            <TableCell scope="col">{t("requestId")}</TableCell>
            <TableCell scope="col">{t("details")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
