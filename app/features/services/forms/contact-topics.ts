import { guestTopicBody, userTopicBody, type ContactTopic } from "@contract/api/crm/topic-schemas";

/** A topic form's schema on the storefront: the API's own body, a guest's or a signed-in user's (conform parses with it). */
export const topicFormSchema = (topic: ContactTopic, guest: boolean) => (guest ? guestTopicBody(topic) : userTopicBody(topic));
