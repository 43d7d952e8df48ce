import { Badge } from '@mantine/core';
import type { OfficeStatus } from '../../content/offices';

/** An office's status as the contact page and /locations show it (src/content/offices.ts). */
export function OfficeStatusBadge({ status }: { status: OfficeStatus }) {
  return (
    <Badge color={status === 'Active' ? 'hearth.8' : 'maple.8'} variant="filled">
      {status}
    </Badge>
  );
}
