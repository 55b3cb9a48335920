"use client";

import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

const format = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, "0");
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/**
 * Time left until the server's deadline. The offset between the server clock (`serverNow`)
 * and the browser's is applied, so a wrong local clock does not change the limit.
 */
export function Countdown({
  deadline,
  serverNow,
  onExpire,
}: {
  deadline: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const t = useTranslations("Assessments.timer");
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const left = () => Date.parse(deadline) - (Date.now() + offset);
  const [remaining, setRemaining] = useState(left);
  const fired = useRef(false);
  useEffect(() => {
    const timer = setInterval(() => {
      const value = Date.parse(deadline) - (Date.now() + offset);
      setRemaining(value);
      if (value <= 0 && !fired.current) {
        fired.current = true;
        onExpire();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, offset, onExpire]);
  return (
    <Chip
      role="timer"
      aria-label={t("label")}
      color={remaining < 60_000 ? "warning" : "default"}
      label={remaining > 0 ? `${t("label")}: ${format(remaining)}` : t("expired")}
    />
  );
}
