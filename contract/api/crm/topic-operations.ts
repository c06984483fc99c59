import { operation } from "../../operation";
import { guestTopicBody, topicRequestCreated, userTopicBody, type ContactTopic } from "./topic-schemas";

// A service contact form per topic (docs/decisions/023-service-contact-forms.md): a guest's under /crm beside the
// general contact form of spec §7, a signed-in user's under the aggregator's user paths; each stored and mailed to
// the sales team and the requester.

function topicOperations<T extends ContactTopic>(topic: T, about: string) {
  return {
    guest: operation({
      method: "POST",
      path: `/crm/contact-form-requests/${topic}`,
      summary: `A guest's ${about}, stored and mailed to the sales team and the requester`,
      tags: ["crm"],
      access: "public",
      body: guestTopicBody(topic),
      status: 201,
      data: topicRequestCreated,
      errors: topic === "cart" ? [404, 429] : [429],
    }),
    user: operation({
      method: "POST",
      path: `/aggregator/users/me/contact-form-requests/${topic}`,
      summary: `The signed-in user's ${about} (name and e-mail from the account when left out), stored and mailed`,
      tags: ["crm"],
      access: "user",
      body: userTopicBody(topic),
      status: 201,
      data: topicRequestCreated,
      errors: topic === "cart" ? [404, 429] : [429],
    }),
  };
}

export const faeRdRequest = topicOperations("fae-rd", "FAE and R&D support request");
export const pcbAssemblyRequest = topicOperations("pcb-assembly", "PCB assembly request");
export const ledLightingRequest = topicOperations("led-lighting", "LED lighting request");
/** About the caller's own cart (404 for a cart that is not theirs): its lines are read by the API, never posted. */
export const cartContactRequest = topicOperations("cart", "question about a cart");

export const TOPIC_OPERATIONS = {
  "fae-rd": faeRdRequest,
  "pcb-assembly": pcbAssemblyRequest,
  "led-lighting": ledLightingRequest,
  cart: cartContactRequest,
} as const;
