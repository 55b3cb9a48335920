"use client";

import type { WebhookEventType } from "@encaja/contracts";
import { useQuery } from "@tanstack/react-query";
import { useCall } from "@/lib/api/hooks";
import { routes } from "@/lib/api/routes";

export const webhooksQueryKey = ["integrations", "webhooks"] as const;
export const deliveriesQueryKey = (endpointId: string) =>
  [...webhooksQueryKey, endpointId, "deliveries"] as const;

/** The company's webhook endpoints. */
export function useWebhooks() {
  const call = useCall();
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => call(routes.webhooks.list, { query: {} }, { signal }),
  });
}

/** The endpoint's newest deliveries. */
export function useWebhookDeliveries(endpointId: string) {
  const call = useCall();
  return useQuery({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: ({ signal }) =>
      call(
        routes.webhooks.deliveries,
        { params: { id: endpointId }, query: { limit: 20 } },
        { signal },
      ),
  });
}

type EventKey<T extends string> = T extends `${infer A}.${infer B}` ? `${A}_${B}` : T;

/** The message key of an event type (next-intl reads dots as nesting). */
export const eventKey = (type: WebhookEventType) =>
  type.replace(".", "_") as EventKey<WebhookEventType>;
