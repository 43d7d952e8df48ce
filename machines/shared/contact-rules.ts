import { isTelephoneNumber } from './telephone-rules';

/** Rules for contact details that more than one machine checks (the quiz's and the consultation request's contact steps, the chat's offline form). */

/** The same rule as the browser's `type=email` check (the HTML standard's valid e-mail address). */
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** The contact details the quiz and the consultation request ask for. */
export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

/** A name, a valid e-mail address and a telephone number to dial: the one rule of the quiz's and the consultation request's contact steps. */
export const isContactComplete = (contact: ContactDetails): boolean =>
  contact.name.trim() !== '' && isEmailAddress(contact.email) && isTelephoneNumber(contact.phone);
