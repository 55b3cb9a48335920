"use client";

import { type OfferDetail, overlapNeedsTimeZone } from "@encaja/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controlled } from "@/features/forms/Controlled";
import { Field } from "@/features/forms/Field";
import { InvalidFieldsAlert } from "@/features/forms/InvalidFieldsAlert";
import { SubmitButton } from "@/features/forms/SubmitButton";
import { sameMessage } from "@/features/forms/sameMessage";
import { useContractForm } from "@/features/forms/useContractForm";
import { useToast } from "@/features/toast/ToastProvider";
import { useRouter } from "@/i18n/navigation";
import { useCall } from "@/lib/api/hooks";
import { CustomerPicker } from "./CustomerPicker";
import { OfferContextFields } from "./OfferContextFields";
import { OfferFormPreview } from "./OfferFormPreview";
import { budgetOnMax, OfferRequirementsFields } from "./OfferRequirementsFields";
import { OfferVisibilitySwitches } from "./OfferVisibilitySwitches";
import {
  budgetProblem,
  emptyOfferForm,
  fieldOfPath,
  formFromOffer,
  type OfferFormState,
  offerPayload,
  withCompanyContext,
} from "./offerForm";
import { useRefreshOffers } from "./queries";

const offerFields = Object.keys(emptyOfferForm) as Array<keyof OfferFormState>;

/** /matchers/new-offer and /matchers/edit-offer/{id}: one form, a live preview. */
export function OfferForm({ offer }: { offer?: OfferDetail }) {
  const t = useTranslations("Offers.form");
  const locale = useLocale();
  const call = useCall();
  const router = useRouter();
  const toast = useToast();
  const refresh = useRefreshOffers();
  const [preview, setPreview] = useState(false);

  const form = useContractForm<OfferFormState>(
    "CreateOfferRequest",
    async (values) => {
      const body = offerPayload(values);
      const { routes } = await import("@/lib/api/routes");
      const saved = offer
        ? await call(routes.offers.update, { params: { id: offer.id }, body })
        : await call(routes.offers.create, { body });
      await refresh();
      toast.success(offer ? t("updated") : t("created"));
      router.push(`/matchers/offer/${saved.id}`);
    },
    {
      defaultValues: offer ? formFromOffer(offer) : emptyOfferForm,
      toPayload: offerPayload,
      fieldOf: (path) => budgetOnMax(fieldOfPath(path.join("."))),
      refine: (values) => ({
        ...(budgetProblem(values) === "order" ? { budgetMax: t("errors.budgetOrder") } : {}),
        ...(overlapNeedsTimeZone(offerPayload(values))
          ? { minOverlapHours: t("errors.overlapNeedsZone") }
          : {}),
      }),
      messages: { budgetMax: t("errors.budget") },
      serverPaths: { customerId: "customer", budget: "budgetMax" },
      // The API's own words in English; in Spanish, ours.
      serverMessages: locale === "en" ? {} : sameMessage(offerFields, t("errors.invalid")),
      onInvalid: () => toast.error(t("errors.summary")),
    },
  );

  return (
    <Stack spacing={4}>
      <Box component="form" noValidate onSubmit={form.onSubmit}>
        <Stack spacing={3}>
          <Controlled form={form} name="customer">
            {(bound) => (
              <CustomerPicker
                label={t("customer")}
                required
                {...bound}
                onChange={(picked) => {
                  // The industry and size follow the company picked, unless chosen by hand.
                  const next = withCompanyContext(form.getValues(), picked);
                  form.setValue("industry", next.industry);
                  form.setValue("companySize", next.companySize);
                  bound.onChange(picked);
                }}
              />
            )}
          </Controlled>
          <Field label={t("title")} required maxLength={140} {...form.field("title")} />
          <Field
            label={t("description")}
            multiline
            rows={8}
            helper={t("descriptionHelp")}
            {...form.field("description")}
          />
          <OfferRequirementsFields form={form} t={t} required />
          <OfferContextFields form={form} />
          <Box sx={{ maxWidth: 200 }}>
            <Field
              label={t("openings")}
              type="number"
              required
              min={1}
              max={100}
              {...form.field("openings")}
            />
          </Box>
          <OfferVisibilitySwitches form={form} />
          <InvalidFieldsAlert errors={form.errors} text={t("errors.summary")} />
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={2}
            sx={{ justifyContent: "flex-end" }}
          >
            <Button
              variant="outlined"
              onClick={() => setPreview((p) => !p)}
              aria-expanded={preview}
            >
              {preview ? t("hidePreview") : t("showPreview")}
            </Button>
            <SubmitButton
              submitting={form.submitting}
              label={offer ? t("save") : t("create")}
              submittingLabel={t("saving")}
            />
          </Stack>
        </Stack>
      </Box>
      {preview ? <OfferFormPreview form={form} publishedAt={offer?.publishedAt ?? null} /> : null}
    </Stack>
  );
}
