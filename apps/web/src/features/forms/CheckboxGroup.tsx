"use client";

import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useId } from "react";
import {
  checkboxesChangedByVisitor,
  useChoiceMadeBeforeHydration,
} from "./useChoiceMadeBeforeHydration";

/** A labelled group of checkboxes for a list of values; boxes ticked before hydration are kept. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  required,
}: {
  legend: string;
  options: Array<{ value: string; label: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  useChoiceMadeBeforeHydration(
    () => checkboxesChangedByVisitor(document.getElementById(id)),
    onChange,
    value,
  );
  return (
    <FormControl id={id} component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary" }}>
        {legend}
      </FormLabel>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox
                value={o.value}
                checked={value.includes(o.value)}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
