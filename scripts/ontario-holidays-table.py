#!/usr/bin/python3
"""Ontario's statutory holidays for 2026-2035, as Debian's python3-holidays computes them.

The table that tests/unit/ontario-holidays.test.ts checks machines/shared/ontario-holidays.ts against,
produced by code that is not ours (decision 0030). Regenerate it with:

    apt-get install -y python3-holidays   # Debian's package (bookworm: 0.10.1)
    /usr/bin/python3 scripts/ontario-holidays-table.py

It writes tests/fixtures/ontario-holidays-2026-2035.json: one row per statutory holiday and year,
with the holiday's own date and the day python-holidays says it is observed on.

How the rows are read out of python-holidays (`holidays.CA(prov='ON')`):
- The nine statutory holidays of Ontario's Employment Standards Act are kept by name (STATUTORY);
  what python-holidays also lists for ON but the Act does not make a public holiday (the Civic
  Holiday in August) is left out, as is anything else it might list.
- `date` comes from `observed=False`, where each holiday sits on its own date only.
- `observed` comes from `observed=True`: the entry named "<name> (Observed)" nearest the holiday's
  own date (New Year's Day of a year can be observed on 31 December of the year before), else the
  date itself.
Nothing here computes a date: every date is read from python-holidays.
"""

import datetime
import json
import pathlib

import holidays

YEARS = range(2026, 2036)
STATUTORY = [
    "New Year's Day",
    "Family Day",
    "Good Friday",
    "Victoria Day",
    "Canada Day",
    "Labour Day",
    "Thanksgiving",
    "Christmas Day",
    "Boxing Day",
]
OUT = pathlib.Path(__file__).resolve().parent.parent / "tests/fixtures/ontario-holidays-2026-2035.json"


def names(label):
    """python-holidays joins two holidays on one date with ', '."""
    return [name.strip() for name in label.split(",")]


def dates_named(table, name):
    # A copy of the items: looking a date up in another year makes python-holidays add that year.
    return sorted(day for day, label in list(table.items()) if name in names(label))


def row(name, year):
    own = holidays.CA(prov="ON", years=year, observed=False)
    dates = [day for day in dates_named(own, name) if day.year == year]
    if len(dates) != 1:
        raise SystemExit(f"python-holidays lists {name} {len(dates)} times in {year}: {dates}")
    date = dates[0]
    with_observed = holidays.CA(prov="ON", years=year, observed=True)
    moved = [day for day in dates_named(with_observed, f"{name} (Observed)") if abs((day - date).days) <= 3]
    observed = moved[0] if moved else date
    return {"name": name, "date": date.isoformat(), "observed": observed.isoformat()}


def as_json(table):
    """Indented, with one holiday a line, so a change reads as a one-line diff."""
    rows = ",\n".join(f"    {json.dumps(r, ensure_ascii=False)}" for r in table["holidays"])
    head = {key: value for key, value in table.items() if key != "holidays"}
    return json.dumps(head, indent=2, ensure_ascii=False)[:-2] + f',\n  "holidays": [\n{rows}\n  ]\n}}\n'


def main():
    rows = [row(name, year) for year in YEARS for name in STATUTORY]
    table = {
        "source": f"Debian python3-holidays {holidays.__version__}, holidays.CA(prov='ON')",
        "command": "/usr/bin/python3 scripts/ontario-holidays-table.py",
        "holidays": sorted(rows, key=lambda r: (r["date"], r["name"])),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(as_json(table), encoding="utf-8")
    print(f"{OUT.relative_to(pathlib.Path.cwd()) if OUT.is_relative_to(pathlib.Path.cwd()) else OUT}: {len(rows)} holidays")


if __name__ == "__main__":
    main()
