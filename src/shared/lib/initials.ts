/** The initials an avatar shows: the first letters of the first two words ("Gurjit K." → "GK"). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
