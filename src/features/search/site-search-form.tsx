import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../shared/ui/icons';
import { isBlankSearch, searchPath } from './search-rules';

export interface SiteSearchFormProps {
  /** The accessible name of the search landmark. */
  formLabel: string;
  inputLabel: string;
  placeholder: string;
  submitLabel: string;
  initialTerm?: string;
  /** What a blank search does instead of going to /search (the not-found page raises a notice). */
  onBlankSearch?: () => void;
}

/** The one site-search form (the /search page and the not-found page): it goes to `searchPath(term)`. */
export function SiteSearchForm({ formLabel, inputLabel, placeholder, submitLabel, initialTerm = '', onBlankSearch }: SiteSearchFormProps) {
  const [term, setTerm] = useState(initialTerm);
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlankSearch(term) && onBlankSearch) {
      onBlankSearch();
      return;
    }
    navigate(searchPath(term));
  };
  return (
    <form role="search" aria-label={formLabel} onSubmit={submit}>
      <Group gap="sm" align="flex-end" maw={640}>
        <TextInput
          type="search"
          name="q"
          label={inputLabel}
          placeholder={placeholder}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          leftSection={<Icon name="search" />}
          style={{ flex: 1, minWidth: 220 }}
          size="md"
        />
        <Button type="submit" size="md">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
