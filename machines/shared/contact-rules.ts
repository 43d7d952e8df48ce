/** Rules for contact details that more than one machine checks (quiz contact step, chat offline form). */

/** The same rule as the browser's `type=email` check (the HTML standard's valid e-mail address). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

