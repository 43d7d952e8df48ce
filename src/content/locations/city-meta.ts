/**
 * Each city page's title and description, apart from its content: the city page's module exports
 * them (`meta`), so they load with that page's chunk, never with the route registry (decision 0055).
 */

/** A location page's title and description. */
export interface LocationMeta {
  /** 50-65 characters, ends with ' | Maple Hearth Home Care'. */
  title: string;
  /** 140-160 characters. */
  description: string;
}

/** Each city page's title and description (docs/spec/SPEC.md §3 metaTitle, metaDescription), by the city's name in CITIES. */
export const CITY_META: Readonly<Record<string, LocationMeta>> = {
  Brampton: {
    title: 'Senior Home Care in Brampton, Ontario | Maple Hearth Home Care',
    description:
      'In-home senior care in Brampton from PSWs who speak Punjabi, Hindi, Urdu, Gujarati or Tamil. Personal care, meals and dementia support near Brampton Civic.',
  },
  Mississauga: {
    title: 'In-Home Senior Care in Mississauga, ON | Maple Hearth Home Care',
    description:
      'Senior home care in Mississauga, from Port Credit to Malton: dementia support, personal care and meals by caregivers who speak Urdu, Tagalog, Polish or Arabic.',
  },
  Toronto: {
    title: 'Senior Care at Home in Toronto | Maple Hearth Home Care',
    description:
      'In-home senior care across Toronto: dementia support, personal care and live-in help from PSWs who speak Portuguese, Italian, Cantonese, Greek or Tagalog.',
  },
  Scarborough: {
    title: 'In-Home Senior Care in Scarborough | Maple Hearth Home Care',
    description:
      'Home care for Scarborough seniors from Agincourt to West Hill: personal care, meals and company by PSWs who speak Tamil, Cantonese, Mandarin, Tagalog or Urdu.',
  },
  Vancouver: {
    title: 'Home Care for Seniors in Vancouver, BC | Maple Hearth Home Care',
    description:
      'Senior home care in Vancouver: companionship, personal care and dementia support from caregivers who speak Mandarin, Cantonese, Punjabi or Tagalog at home.',
  },
  Calgary: {
    title: 'Senior Home Care in Calgary, Alberta | Maple Hearth Home Care',
    description:
      'In-home senior care in Calgary: personal care, home safety through icy winters and company from PSWs who speak Punjabi, Hindi, Tagalog, Mandarin or Arabic.',
  },
  Ottawa: {
    title: 'Senior Home Care in Ottawa, Ontario | Maple Hearth Home Care',
    description:
      'In-home care for Ottawa seniors from Orléans to Kanata: PSWs who speak French, Arabic, Mandarin or Somali, and know the city’s hospitals. Free consultation.',
  },
  Vaughan: {
    title: 'In-Home Senior Care in Vaughan, ON | Maple Hearth Home Care',
    description:
      'Home care for Vaughan seniors in Woodbridge, Maple and Thornhill: caregivers who speak Italian, Russian or Hebrew and respect your family’s kitchen and ways.',
  },
  Markham: {
    title: 'Home Care for Seniors in Markham, ON | Maple Hearth Home Care',
    description:
      'Senior home care across Markham, from Unionville to Cornell: PSWs who speak Cantonese, Mandarin, Tamil or Gujarati, with dementia support. Free consultation.',
  },
  'Richmond Hill': {
    title: 'Senior Care at Home in Richmond Hill | Maple Hearth Home Care',
    description:
      'In-home senior care in Richmond Hill, from Mill Pond to Oak Ridges: companionship and personal care in Farsi, Mandarin, Cantonese or Russian. Call us today.',
  },
  Oakville: {
    title: 'In-Home Senior Care in Oakville, ON | Maple Hearth Home Care',
    description:
      'Oakville home care from Bronte to Joshua Creek: live-in and hourly caregivers who speak Arabic, Polish, Portuguese or Mandarin. Care can start within 48 hours.',
  },
  Burlington: {
    title: 'Senior Home Care in Burlington, ON | Maple Hearth Home Care',
    description:
      'Burlington senior home care from Aldershot to Alton Village: dementia, personal and companion care, with caregivers who speak Arabic, Polish or Portuguese.',
  },
  Hamilton: {
    title: 'Senior Home Care in Hamilton, ON | Maple Hearth Home Care',
    description:
      'Home care for Hamilton seniors, on the Mountain or in the lower city: PSWs who speak Italian, Arabic, Portuguese or Polish. Care can start within 48 hours.',
  },
  London: {
    title: 'Senior Home Care in London, Ontario | Maple Hearth Home Care',
    description:
      'In-home senior care across London, Ontario, from Byron to Hyde Park. Dementia support and personal care from PSWs who speak Arabic, Spanish or Portuguese.',
  },
  Kitchener: {
    title: 'In-Home Senior Care in Kitchener | Maple Hearth Home Care',
    description:
      'Kitchener home care from PSWs who speak German, Portuguese, Arabic or Bosnian. Personal care and companionship from Doon to Forest Heights, in 48 hours.',
  },
  Waterloo: {
    title: 'Home Care for Seniors in Waterloo | Maple Hearth Home Care',
    description:
      'Senior home care in Waterloo, from Uptown to Laurelwood. Companionship and personal care from PSWs who speak Mandarin, Korean, Hindi or Arabic. Book today.',
  },
  Guelph: {
    title: 'In-Home Senior Care in Guelph, ON | Maple Hearth Home Care',
    description:
      'Guelph senior home care from The Ward to Westminster Woods: personal care, meals and home safety from PSWs who speak Portuguese, Italian or Vietnamese.',
  },
  Barrie: {
    title: 'Senior Home Care in Barrie, Ontario | Maple Hearth Home Care',
    description:
      'Live-in and visiting senior care in Barrie, from Allandale to Painswick. PSWs who speak French, Italian or Portuguese, with care often starting in 48 hours.',
  },
  Windsor: {
    title: 'In-Home Senior Care in Windsor, Ontario | Maple Hearth Home Care',
    description:
      'Home care for Windsor seniors, Walkerville to South Windsor: dementia support and personal care by PSWs who speak Arabic, Italian or French, within 48 hours.',
  },
  Edmonton: {
    title: 'Senior Home Care in Edmonton, Alberta | Maple Hearth Home Care',
    description:
      'In-home senior care across Edmonton, from Mill Woods to Glenora: PSWs who speak Punjabi, Tagalog, Ukrainian or Arabic, with live-in care and a 48-hour start.',
  },
  Victoria: {
    title: 'In-Home Senior Care in Victoria, BC | Maple Hearth Home Care',
    description:
      'Companionship, dementia support and personal care for Victoria seniors in James Bay, Fairfield and beyond. Caregivers who speak Mandarin, Cantonese or Punjabi.',
  },
  Winnipeg: {
    title: 'Home Care for Seniors in Winnipeg, MB | Maple Hearth Home Care',
    description:
      'Live-in and personal care for Winnipeg seniors in St. Boniface, Tyndall Park and the North End, from PSWs who speak Tagalog, Punjabi, Ukrainian or French.',
  },
  Saskatoon: {
    title: 'Senior Home Care in Saskatoon, SK | Maple Hearth Home Care',
    description:
      'Personal care and companionship for Saskatoon seniors in Nutana, Riversdale, Sutherland and more, with PSWs who speak Tagalog, Ukrainian, Cree or Punjabi.',
  },
  Regina: {
    title: 'In-Home Care for Seniors in Regina, SK | Maple Hearth Home Care',
    description:
      'Home safety checks, personal care and companionship for Regina seniors, from Cathedral to Harbour Landing, by PSWs who speak Tagalog, Punjabi or Ukrainian.',
  },
};
