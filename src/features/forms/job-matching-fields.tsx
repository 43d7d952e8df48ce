import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { JOB_MATCHING } from '../../content/job-matching';
import { JOB_ROLES } from '../../content/jobs';
import { QUIZ_LANGUAGES } from '../../content/languages';

const f = JOB_MATCHING.fields;
const posted = JOB_MATCHING.postedNames;

/**
 * The role applied for: one of the roles /careers posts, or 'Any role'. Required: a recruiter
 * cannot route an application that names none, and 'Any role' is there for the undecided. The
 * browser refuses an empty choice, and the form's summary names the field. Posted by its title.
 */
export function RoleField({ ref }: { ref: Ref<HTMLSelectElement> }) {
  return (
    <NativeSelect
      ref={ref}
      id="job-role"
      name={posted.role}
      label={f.role}
      description={f.roleDescription}
      data={[
        { value: '', label: f.rolePlaceholder },
        ...JOB_ROLES.map((role) => ({ value: role.title, label: role.title })),
        { value: f.anyRole, label: f.anyRole },
      ]}
      defaultValue=""
      required
    />
  );
}

/**
 * The languages the applicant speaks, from the quiz's list (several allowed), posted as one field
 * of readable names joined by commas (a form service keeps one value per field name), and the
 * languages beyond the list in a text field. At least one from the list: while none is chosen the
 * first box carries the browser's message, so the browser refuses the submit and the summary
 * names the group (decision 0031).
 */
export function LanguagesField() {
  const [languages, setLanguages] = useState<string[]>([]);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.setCustomValidity(languages.length === 0 ? JOB_MATCHING.languagesRequired : '');
  }, [languages]);
  return (
    <>
      <Checkbox.Group
        id="job-languages"
        name={posted.languages}
        hiddenInputValuesSeparator={JOB_MATCHING.languagesSeparator}
        label={f.languages}
        description={f.languagesDescription}
        withAsterisk
        value={languages}
        onChange={(next) => {
          // The box just toggled, applied to the latest state: a kept draft clicks several boxes
          // before React renders again, and the group's `next` is built on this render's value.
          const toggled = [...next.filter((l) => !languages.includes(l)), ...languages.filter((l) => !next.includes(l))];
          setLanguages((current) => toggled.reduce((acc, l) => (acc.includes(l) ? acc.filter((x) => x !== l) : [...acc, l]), current));
        }}
      >
        <Group gap="md" mt={6}>
          {QUIZ_LANGUAGES.map((language, i) => (
            <Checkbox
              key={language}
              ref={i === 0 ? first : undefined}
              id={`job-language-${language}`}
              value={language}
              label={language}
              // Kept in the form's draft under the group's name (./lead-draft.ts): the group posts one joined value.
              data-draft-name={posted.languages}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <TextInput id="job-other-languages" name={posted.otherLanguages} label={f.otherLanguages} placeholder={f.otherLanguagesPlaceholder} />
    </>
  );
}
