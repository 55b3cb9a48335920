import { z } from "zod";
import { Locale } from "../enums";

/** Shared field rules for identity forms (API validation and web forms use the same ones). */
export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: "Enter a valid email address" }));

/** ARCHITECTURE §3: 8–128 characters (the common-password check happens on the server). */
export const NewPassword = z
  .string()
  .min(8, { message: "Use at least 8 characters" })
  .max(128, { message: "Use at most 128 characters" });

/** A password being checked, not chosen: any non-empty string up to 128. */
export const CurrentPassword = z.string().min(1).max(128);

const printable = /^[^\u0000-\u001f\u007f]*$/;
export const PersonName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(printable, { message: "Remove control characters" });
export const CompanyName = z.string().trim().min(2).max(120).regex(printable);
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, { message: "Enter a valid phone number" });

/** Opaque tokens we issue are base64url; bound the length so junk is refused early. */
export const OpaqueToken = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const Portal = z.enum(["developer", "customer"]);
export type Portal = z.infer<typeof Portal>;
export const OptionalLocale = Locale.optional();
