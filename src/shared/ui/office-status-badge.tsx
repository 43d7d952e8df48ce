import { Badge } from '@mantine/core';
import type { OfficeStatus } from '../../content/offices';

/** An office's status as the contact page and /locations show it (src/content/offices.ts). */
export function OfficeStatusBadge({
  status,
  label = status,
}: {
  status: OfficeStatus;
  /** The status in the page's language (the English status when absent). */ label?: string;
}) {
  return (
    <Badge color={status === 'Active' ? 'hearth.8' : 'maple.8'} variant="filled">
      {label}
    </Badge>
  );
}
