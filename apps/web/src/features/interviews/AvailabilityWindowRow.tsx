"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import styles from "./availability.module.css";

const weekdays = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof weekdays)[number];
export type WindowDraft = { id: number; weekday: Weekday; start: string; end: string };

function TimeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        className={styles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * One weekly window: its day, start and end, and a remove button. Plain HTML (a week has ten
 * windows or more, and as UI-kit fields each row was a dozen components styled at render time).
 */
export const AvailabilityWindowRow = memo(function AvailabilityWindowRow({
  draft,
  n,
  invalid,
  onChange,
  onRemove,
}: {
  draft: WindowDraft;
  /** The window's number in the list, from 1. */
  n: number;
  invalid: boolean;
  onChange: (id: number, change: Partial<WindowDraft>) => void;
  onRemove: (id: number) => void;
}) {
  const t = useTranslations("Interviewers.availability");
  const tw = useTranslations("Interviewers.weekdays");
  const id = `availability-window-${draft.id}`;
  return (
    <li aria-label={t("windowLabel", { n })} className={styles.window}>
      <div className={styles.field}>
        <label htmlFor={`${id}-day`} className={styles.label}>
          {t("weekdayOf", { n })}
        </label>
        <select
          id={`${id}-day`}
          className={styles.input}
          value={draft.weekday}
          onChange={(e) => onChange(draft.id, { weekday: e.target.value as Weekday })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        >
          {weekdays.map((w) => (
            <option key={w} value={w}>
              {tw(w)}
            </option>
          ))}
        </select>
        {invalid ? (
          <span id={`${id}-error`} className={styles.error}>
            {t("invalidShort")}
          </span>
        ) : null}
      </div>
      <TimeField
        id={`${id}-start`}
        label={t("startOf", { n })}
        value={draft.start}
        onChange={(start) => onChange(draft.id, { start })}
      />
      <TimeField
        id={`${id}-end`}
        label={t("endOf", { n })}
        value={draft.end}
        onChange={(end) => onChange(draft.id, { end })}
      />
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(draft.id)}
        aria-label={t("removeOf", { n })}
      >
        {t("remove")}
      </button>
    </li>
  );
});
