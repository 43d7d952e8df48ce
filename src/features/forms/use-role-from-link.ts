import { useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { jobRoleById, ROLE_QUERY_PARAM } from '../../content/jobs';

/**
 * A posting's 'Apply for This Role' links to `/careers?role=<id>#apply-now`, and the
 * application's role select then has that role chosen. On arrival it fills only an empty select:
 * a choice the visitor made before the page listened (replayed after hydration) or a draft kept
 * from a failed post (./lead-draft.ts, applied by the form's own effect, which runs first) wins.
 * A posting's button pressed later on the page chooses its role whatever was chosen: the visitor
 * asked for it. The select stays uncontrolled, so drafts and replays fill it as they fill any field.
 * Returns the ref to give the select.
 */
export function useRoleFromLink(): RefObject<HTMLSelectElement | null> {
  const select = useRef<HTMLSelectElement>(null);
  const [params] = useSearchParams();
  const id = params.get(ROLE_QUERY_PARAM);
  const arrived = useRef(false);
  useEffect(() => {
    const onArrival = !arrived.current;
    arrived.current = true;
    const element = select.current;
    const role = jobRoleById(id);
    if (!element || !role || (onArrival && element.value !== '')) return;
    element.value = role.title;
  }, [id]);
  return select;
}
