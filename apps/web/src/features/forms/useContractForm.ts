"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetFocus,
  useForm,
} from "react-hook-form";
import { ApiError } from "@/lib/api/client";
import { useApiErrorToast } from "@/lib/api/hooks";
import { contracts } from "./contracts";
import { contractResolver, type ResolverOptions, type SafeParser } from "./resolver";
import { serverFieldErrors } from "./serverErrors";
import { useFormTexts } from "./useFormTexts";

type Contracts = Awaited<ReturnType<typeof contracts>>;

/** The name of a zod schema exported by `@encaja/contracts` (e.g. "LoginRequest"). */
export type ContractSchemaName = {
  [K in keyof Contracts]: Contracts[K] extends SafeParser ? K : never;
}[keyof Contracts];

export type ContractFormOptions<V extends FieldValues> = Pick<
  ResolverOptions<V>,
  "extra" | "refine" | "fieldOf"
> & {
  defaultValues: DefaultValues<V>;
  /** The request body the schema validates (default: the form values as they are). */
  toPayload?: (values: V) => unknown;
  /**
   * API error paths (without "body.") → form fields, for paths that do not name a field
   * (e.g. `{ locationId: "location" }`); a path whose first segment is a field maps to it.
   */
  serverPaths?: Record<string, Path<V>>;
  /** Our own texts for fields the API refused, instead of the API's (English) message. */
  serverMessages?: Partial<Record<Path<V>, string>>;
  /** Our own texts for fields the schema refused, instead of the generic ones. */
  messages?: Partial<Record<Path<V>, string>>;
  /** Called when a submit stops at validation (e.g. to say so in a toast). */
  onInvalid?: () => void;
  /** Sees a failed submit first; returns true when it handled the error itself. */
  onApiError?: (error: unknown) => boolean;
};

export type ContractForm<V extends FieldValues> = UseFormReturn<V> & {
  errors: UseFormReturn<V>["formState"]["errors"];
  /** True from the submit until `submit` settles. */
  submitting: boolean;
  /** The form's onSubmit: validates with the schema, then calls `submit`. */
  onSubmit: ReturnType<UseFormReturn<V>["handleSubmit"]>;
  /** The last failure's text in the page's language (the toast shows the same), or null. */
  formError: string | null;
  /** Reports an API error the way a failed submit does (for calls made after the submit). */
  reportError: (error: unknown) => void;
  /** `registration` and `error` props for a field component. */
  field: (name: Path<V>) => { registration: UseFormRegisterReturn; error?: FieldError };
};

/**
 * A react-hook-form form validated by a contracts zod schema (loaded on demand, warmed on
 * mount). On a failed `submit`, VALIDATION errors whose path names a field are shown on
 * that field (the first one focused) and the error's text, in the page's language, goes to
 * a toast and `formError`.
 */
export function useContractForm<V extends FieldValues>(
  schema: ContractSchemaName | (() => Promise<SafeParser>),
  submit: (values: V) => Promise<unknown> | undefined,
  options: ContractFormOptions<V>,
): ContractForm<V> {
  const texts = useFormTexts();
  const locale = useLocale();
  const tf = useTranslations("Forms");
  const showError = useApiErrorToast();
  const [formError, setFormError] = useState<string | null>(null);
  // The latest options and submit, read when they are used (callers pass fresh closures).
  const latest = useRef({ options, submit });
  latest.current = { options, submit };

  useEffect(() => {
    // A form named by schema loads the contracts module ahead of the first validation; one given
    // its own loader (the sign-in form: a few schemas, not all) loads that on first use instead.
    if (typeof schema === "string") void contracts();
  }, [schema]);

  const resolver = useMemo(
    () =>
      contractResolver<V>({
        schema:
          typeof schema === "string"
            ? async () => (await contracts())[schema] as unknown as SafeParser
            : schema,
        toPayload: (values) => (latest.current.options.toPayload ?? ((v) => v))(values),
        texts,
        extra: (values) => latest.current.options.extra?.(values) ?? {},
        refine: (values) => latest.current.options.refine?.(values) ?? {},
        fieldOf: (path) => latest.current.options.fieldOf?.(path) ?? String(path[0] ?? "root"),
        messageOf: (field) => latest.current.options.messages?.[field as Path<V>],
      }),
    [schema, texts],
  );
  // Focus goes to the first invalid field on the page (see focusFirstInvalid), not to the
  // first one registered: forms built from shared pieces register in another order.
  const form = useForm<V>({
    defaultValues: options.defaultValues,
    resolver,
    shouldFocusError: false,
  });
  const { setError } = form;

  const reportError = useCallback(
    (error: unknown) => {
      const { onApiError, defaultValues, serverPaths, serverMessages } = latest.current.options;
      if (onApiError?.(error)) return;
      if (error instanceof ApiError) {
        const own = Object.fromEntries(Object.keys(defaultValues ?? {}).map((key) => [key, key]));
        const fields = serverFieldErrors(error.envelope, { ...own, ...serverPaths });
        Object.entries(fields).forEach(([field, serverMessage], index) => {
          const message =
            serverMessages?.[field as Path<V>] ?? (locale === "en" ? serverMessage : tf("invalid"));
          setError(field as Path<V>, { type: "server", message }, { shouldFocus: index === 0 });
        });
      }
      showError(error);
      void import("@/lib/api/errors").then(({ apiErrorMessage }) =>
        setFormError(apiErrorMessage(error, locale === "en" ? "en" : "es")),
      );
    },
    [setError, locale, tf, showError],
  );

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await latest.current.submit(values);
      } catch (error) {
        reportError(error);
      }
    },
    (invalid, event) => {
      focusFirstInvalid(event?.target, invalid, form.setFocus);
      latest.current.options.onInvalid?.();
    },
  );

  const errors = form.formState.errors;
  return {
    ...form,
    errors,
    submitting: form.formState.isSubmitting,
    onSubmit,
    formError,
    reportError,
    field: (name) => ({ registration: form.register(name), error: get(errors, name) }),
  };
}

/** Focuses the form's first field, in page order, that has an error. */
function focusFirstInvalid<V extends FieldValues>(
  target: EventTarget | null | undefined,
  errors: FieldErrors<V>,
  setFocus: UseFormSetFocus<V>,
) {
  const isForm = typeof HTMLFormElement !== "undefined" && target instanceof HTMLFormElement;
  const named = isForm ? target.querySelectorAll("[name]") : [];
  const first = Array.from(named)
    .map((element) => element.getAttribute("name"))
    .find((name) => name && get(errors, name));
  const name = first ?? Object.keys(errors)[0];
  if (name) setFocus(name as Path<V>);
}
