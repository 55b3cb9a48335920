import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/** A fieldset of checkboxes, one per option (several may be chosen). */
export function CheckGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: Array<[T, string]>;
  value: T[];
  onChange: (value: T[]) => void;
  error?: string;
}) {
  const toggle = (option: T) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" fontWeight={700} sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 2 }}>
        {options.map(([option, label]) => (
          <FormControlLabel
            key={option}
            control={<Checkbox checked={value.includes(option)} onChange={() => toggle(option)} />}
            label={label}
          />
        ))}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
