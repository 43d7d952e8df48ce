import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { JOB_MATCHING } from '../../content/job-matching';
import { JOB_ROLES } from '../../content/jobs';
import { QUIZ_LANGUAGES } from '../../content/languages';
import { AVAILABILITY_OPTIONS, JOB_APPLICATION, type Availability } from '../../content/forms';

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

/**
 * When the applicant can work, after
 * docs/spec/DECISIONS.md "Availability on the job application is a group of checkboxes" (decision 0050):
 * Mornings, Evenings, Weekends, Live-In, as many as are true,
 * at least one. Posted as one field in the options' order ("Mornings, Weekends"). While none is
 * chosen the first box carries the browser's message, so the browser refuses the submit and the
 * form's summary names the group.
 */
export function AvailabilityField() {
  const a = JOB_APPLICATION.availability;
  const [chosen, setChosen] = useState<Availability[]>([]);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.setCustomValidity(chosen.length === 0 ? a.required : '');
  }, [chosen, a.required]);
  return (
    <Checkbox.Group
      id="job-availability"
      name={a.postedName}
      hiddenInputValuesSeparator={a.separator}
      label={JOB_APPLICATION.fields.availability}
      description={JOB_APPLICATION.fields.availabilityDescription}
      withAsterisk
      value={chosen}
      onChange={(next) => {
        // The box just toggled, applied to the latest state (a kept draft clicks several boxes before
        // React renders again), then put in the options' order, so the post reads the same way every time.
        const toggled = [...next.filter((o) => !chosen.includes(o as Availability)), ...chosen.filter((o) => !next.includes(o))];
        setChosen((current) => {
          const after = toggled.reduce<string[]>((acc, o) => (acc.includes(o) ? acc.filter((x) => x !== o) : [...acc, o]), current);
          return AVAILABILITY_OPTIONS.filter((o) => after.includes(o));
        });
      }}
    >
      <Group gap="lg" mt={6}>
        {AVAILABILITY_OPTIONS.map((option, i) => (
          <Checkbox
            key={option}
            ref={i === 0 ? first : undefined}
            id={`job-availability-${option}`}
            value={option}
            label={option}
            // Kept in the form's draft under the group's name (./lead-draft.ts): the group posts one joined value.
            data-draft-name={a.postedName}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
