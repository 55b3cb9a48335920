import {
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointsQuery,
  WebhookEndpointWithSecret,
} from "../integrations/webhooks";
import { IdParams } from "../offers/pagination";
import { defineRoute, noContent } from "./define";

const read = { action: "webhooks.read", tags: ["webhooks"] } as const;
const manage = { action: "webhooks.manage", tags: ["webhooks"] } as const;

/** A company's webhook endpoints (Standard Webhooks) and their delivery logs (ADR 0058). */
export const webhooks = {
  create: defineRoute({
    method: "POST",
    path: "/webhooks",
    summary: "Register a webhook endpoint; the answer carries its signing secret, shown once",
    description:
      "The URL must be https on port 443 and resolve only to public addresses (422 WEBHOOK_URL_NOT_ALLOWED otherwise). A company has at most 20 endpoints (409 CONFLICT).",
    ...manage,
    body: CreateWebhookEndpointRequest,
    response: { 201: WebhookEndpointWithSecret },
    errors: ["WEBHOOK_URL_NOT_ALLOWED", "CONFLICT"],
  }),
  list: defineRoute({
    method: "GET",
    path: "/webhooks",
    summary: "The company's webhook endpoints with their last delivery (never their secrets)",
    description: "superAdmin passes `customerId` to read a company's endpoints.",
    ...read,
    query: WebhookEndpointsQuery,
    response: { 200: WebhookEndpointList },
    errors: [],
  }),
  read: defineRoute({
    method: "GET",
    path: "/webhooks/:id",
    summary: "One webhook endpoint (never its secret)",
    ...read,
    params: IdParams,
    response: { 200: WebhookEndpoint },
    errors: ["NOT_FOUND"],
  }),
  update: defineRoute({
    method: "PATCH",
    path: "/webhooks/:id",
    summary: "Change an endpoint's URL, events or description, or pause or resume it",
    description:
      "Resuming (`paused: false`) also re-enables an endpoint paused after repeated failures; its pending deliveries then continue.",
    ...manage,
    params: IdParams,
    body: UpdateWebhookEndpointRequest,
    response: { 200: WebhookEndpoint },
    errors: ["NOT_FOUND", "WEBHOOK_URL_NOT_ALLOWED"],
  }),
  rotateSecret: defineRoute({
    method: "POST",
    path: "/webhooks/:id/rotate-secret",
    summary: "Replace the signing secret; the old one keeps signing for 24 hours",
    description:
      "The new secret is shown once. During the 24 hours each delivery carries both signatures in `webhook-signature`, space-separated.",
    ...manage,
    params: IdParams,
    response: { 200: WebhookEndpointWithSecret },
    errors: ["NOT_FOUND"],
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/webhooks/:id",
    summary: "Delete an endpoint and its delivery log; nothing more is sent to it",
    ...manage,
    params: IdParams,
    response: { 204: noContent },
    errors: ["NOT_FOUND"],
  }),
  deliveries: defineRoute({
    method: "GET",
    path: "/webhooks/:id/deliveries",
    summary: "An endpoint's delivery log, newest first",
    ...read,
    params: IdParams,
    query: WebhookDeliveriesQuery,
    response: { 200: WebhookDeliveryList },
    errors: ["NOT_FOUND"],
  }),
  redeliver: defineRoute({
    method: "POST",
    path: "/webhooks/:id/deliveries/:deliveryId/redeliver",
    summary: "Send a delivered or failed event to the endpoint again, with the same webhook-id",
    description:
      "Adds a new delivery, due at once. 409 CONFLICT when the endpoint is not active or the event is already waiting to be sent to it.",
    ...manage,
    params: WebhookDeliveryParams,
    response: { 201: WebhookDelivery },
    errors: ["NOT_FOUND", "CONFLICT"],
  }),
} as const;
