/** docs/spec/SPEC.md §2.6 and §9.1: the three offices and their status. */
export type OfficeStatus = 'Active' | 'Upcoming';

export interface Office {
  name: string;
  role: string;
  city: string;
  status: OfficeStatus;
  note: string;
}

export const OFFICES: readonly Office[] = [
  {
    name: 'Brampton Hub',
    role: 'Head office and care coordination centre',
    city: 'Brampton, Ontario',
    status: 'Active',
    note: 'Care coordinators, caregiver training and family consultations by appointment.',
  },
  {
    name: 'Mississauga Satellite',
    role: 'Satellite office',
    city: 'Mississauga, Ontario',
    status: 'Active',
    note: 'Serving Mississauga, Oakville and the west end of the GTA.',
  },
  {
    name: 'Ottawa',
    role: 'New office',
    city: 'Ottawa, Ontario',
    status: 'Upcoming',
    note: 'Opening August 2025.',
  },
];
