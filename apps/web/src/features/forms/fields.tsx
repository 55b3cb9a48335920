"use client";

import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import SvgIcon from "@mui/material/SvgIcon";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type InputProps = {
  label: string;
  /** react-hook-form's register(); omit for a read-only display with `value`. */
  registration?: UseFormRegisterReturn;
  value?: string;
  error?: { message?: string };
  helper?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  endAdornment?: ReactNode;
  inputMode?: "email" | "tel" | "text";
};

/**
 * A labelled text input (FormControl + OutlinedInput, lighter than TextField): the error
 * or helper text is tied to the input with aria-describedby and aria-invalid.
 */
export function TextInput({
  label,
  registration,
  value,
  error,
  helper,
  type = "text",
  autoComplete,
  required,
  readOnly,
  endAdornment,
  inputMode,
}: InputProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const message = error?.message ?? helper;
  const { ref, ...rest } = registration ?? { ref: undefined };
  return (
    <FormControl fullWidth error={Boolean(error)} required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        type={type}
        inputRef={ref}
        readOnly={readOnly}
        value={value}
        endAdornment={endAdornment}
        inputProps={{
          ...rest,
          autoComplete,
          inputMode,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": message ? helpId : undefined,
          "aria-readonly": readOnly || undefined,
        }}
      />
      {message ? <FormHelperText id={helpId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}

function VisibilityIcon({ off }: { off: boolean }) {
  return (
    <SvgIcon aria-hidden="true" fontSize="small">
      {off ? (
        <path d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z" />
      ) : (
        <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" />
      )}
    </SvgIcon>
  );
}

/** A password input with a show/hide toggle button. */
export function PasswordInput(props: Omit<InputProps, "type" | "endAdornment" | "inputMode">) {
  const t = useTranslations("Forms");
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? "text" : "password"}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setVisible((v) => !v)}
            aria-label={
              visible
                ? t("hidePasswordNamed", { field: props.label })
                : t("showPasswordNamed", { field: props.label })
            }
            aria-pressed={visible}
            edge="end"
          >
            <VisibilityIcon off={visible} />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
