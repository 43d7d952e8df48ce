import type { CityRecord } from './types';

/**
 * City records for Hamilton, London, Kitchener, Waterloo, Guelph and Barrie (docs/spec/SPEC.md §2.3, §3).
 * Each is written for its own city; no sentence is shared with another city’s page.
 */
export const CITY_RECORDS_C = [
  {
    city: 'Hamilton',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Hamilton',
      subheadline: 'From the Mountain to the lower city, personal support workers who speak your parents’ language.',
      cta: 'Book a Free Care Consultation',
    },
    intro: [
      'Ask a Hamiltonian where they live and the answer usually starts with the escarpment: up on the Mountain, or down in the lower city. Maple Hearth Home Care sends personal support workers to both, from the brick semis of Crown Point to the quiet crescents of Ancaster and Stoney Creek.',
      'Many who came from Italy, Portugal and Poland to work the steel mills are now in their eighties, and more than a few have drifted back to the language of their childhood. Arabic-speaking households in the east end ask for that same comfort. We look for PSWs who can talk about the old parish or read a letter from home aloud.',
      'Our caregivers know the way to Hamilton General and to the Juravinski up on the Mountain, and will ride the HSR with a client to a morning appointment. Call on a Monday and a matched caregiver can be at the door by Wednesday.',
    ],
    languages: ['Italian', 'Arabic', 'Portuguese', 'Polish'],
    services: ['Personal Care', "Alzheimer's & Dementia Support", 'Companionship Visits', 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: ['Westdale', 'Durand', 'Kirkendall', 'Corktown', 'Crown Point', 'Ancaster', 'Dundas', 'Stoney Creek', 'Waterdown'],
    testimonials: [
      {
        quote:
          'Nonna hardly spoke after her fall, but Rosa chats with her in Italian every morning about the fig tree she left behind in Calabria. Now she asks for her coffee by name again, and the visits to our Stoney Creek house are never late.',
        name: 'Franca',
        city: 'Hamilton',
        relation: 'granddaughter of a client',
      },
      {
        quote:
          'My father spent thirty-one years at Stelco and hates a fuss. Tomasz speaks Polish with him, gets him to his Juravinski appointments on the Mountain, and lets him tell the same blast-furnace story without once interrupting.',
        name: 'Agnieszka',
        city: 'Hamilton',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'London',
    province: 'Ontario',
    hero: {
      headline: 'Home Care for Seniors in London, Ontario',
      subheadline: 'Stay in the Forest City home you love, with a caregiver who understands your family.',
      cta: 'Talk to a Care Coordinator',
    },
    intro: [
      'The Forest City earns its nickname block by block, with old maples shading Old North and Wortley Village and the Thames curling past Harris Park. For many London seniors, staying in that familiar house is the whole point, and our personal support workers help make it possible.',
      'London has quietly become one of Ontario’s more multilingual cities. Families in White Oaks and Westmount often ask us for a caregiver who speaks Arabic or Spanish, while long-settled Portuguese and Polish households want someone who shares their holidays and recipes. Maple Hearth matches on language and culture first, and builds the schedule around that match.',
      'PSWs plan their days around appointments at University Hospital, Victoria Hospital or St. Joseph’s, and know which LTC bus routes reach each one. From Byron to Hyde Park, a first visit is usually on the calendar within 48 hours.',
    ],
    languages: ['Arabic', 'Spanish', 'Portuguese', 'Polish'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Companionship Visits', 'Meal Support', 'Live-In Care'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: ['Old North', 'Wortley Village', 'Old East Village', 'Byron', 'Masonville', 'Westmount', 'White Oaks', 'Lambeth', 'Hyde Park'],
    testimonials: [
      {
        quote:
          'Mama wanted someone who could pray with her and cook the way she does. Her caregiver speaks Arabic, makes her red lentil soup every Friday, and takes her on slow walks through Springbank Park when the weather is kind.',
        name: 'Rania',
        city: 'London',
        relation: 'daughter of a client',
      },
      {
        quote:
          'After my wife’s dementia diagnosis I had no idea where to begin. Within two days they found a Portuguese-speaking PSW who settles Maria every evening with her old fado records. I finally sleep through the night in our Old East Village house.',
        name: 'Manuel',
        city: 'London',
        relation: 'husband of a client',
      },
    ],
  },
  {
    city: 'Kitchener',
    province: 'Ontario',
    hero: {
      headline: 'Senior Home Care in Kitchener',
      subheadline: 'Caregivers matched to your parent’s language, from German to Portuguese and Bosnian.',
      cta: 'Request a Free Consultation',
    },
    intro: [
      'Kitchener was called Berlin until 1916, and German is still heard at Oktoberfest tables and in seniors’ kitchens around Victoria Park. Maple Hearth pairs those elders with personal support workers who can switch to German when memory makes English harder to hold on to.',
      'The city’s story did not stop with its German founders. Portuguese families put down roots near downtown decades ago, Bosnian households arrived during the 1990s, and Arabic-speaking newcomers have joined them since. Each community asks us for a caregiver who understands its food, faith and family routines, and we take those requests seriously.',
      'Our caregivers ride the ION light rail and GRT buses to reach clients in Doon, Forest Heights and Chicopee, and they know their way around Grand River Hospital and St. Mary’s General. Home visits can start in as little as 48 hours.',
    ],
    languages: ['German', 'Portuguese', 'Arabic', 'Bosnian'],
    services: ['Personal Care', 'Companionship Visits', "Alzheimer's & Dementia Support", 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: ['Victoria Park', 'Doon', 'Pioneer Park', 'Forest Heights', 'Stanley Park', 'Chicopee', 'Country Hills', 'Williamsburg', 'Huron Park'],
    testimonials: [
      {
        quote:
          'Opa slips into German when he is tired, and his caregiver simply answers him in German. She helps him shower, lays out his good shirt for Sunday service, and walks with him around the Victoria Park lake on mild afternoons.',
        name: 'Katrin',
        city: 'Kitchener',
        relation: 'granddaughter of a client',
      },
      {
        quote:
          'My mother came from Sarajevo in 1994 and trusts very few people. Her PSW speaks Bosnian, makes coffee in the džezva the proper way, and has kept her safe at home in Forest Heights since her hip surgery last spring.',
        name: 'Amra',
        city: 'Kitchener',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'Waterloo',
    province: 'Ontario',
    hero: {
      headline: 'Trusted In-Home Senior Care in Waterloo',
      subheadline: 'Company, conversation and hands-on help for the grandparents who keep Waterloo families together.',
      cta: 'Speak with a Care Coordinator',
    },
    intro: [
      'Waterloo is a university town with a long memory. Professors who once lectured at the University of Waterloo or Wilfrid Laurier now garden in Beechwood and Lakeshore, and some of their neighbours grew up on Mennonite farms just north of the city limits.',
      'Careers in tech and research have drawn families here from China, Korea, India and the Arab world, and many have brought a grandparent along. With both parents at work all day, a PSW who speaks Mandarin, Korean, Hindi or Arabic gives that grandparent real conversation, a proper lunch and a reason to get out for a walk.',
      'Our team knows the side streets of Uptown Waterloo, the ION stops along King Street and the short trip to Grand River Hospital. Whether you live in Laurelwood or Eastbridge, families rarely wait more than two days for a first visit.',
    ],
    languages: ['Mandarin', 'Arabic', 'Korean', 'Hindi'],
    services: ['Companionship Visits', 'Personal Care', 'Meal Support', "Alzheimer's & Dementia Support"],
    mostRequested: 'Companionship Visits',
    neighbourhoods: ['Uptown Waterloo', 'Beechwood', 'Laurelwood', 'Columbia Forest', 'Eastbridge', 'Lakeshore', 'Clair Hills', 'Westvale', 'Colonial Acres'],
    testimonials: [
      {
        quote:
          'We brought my father from Shenyang to live with us in Laurelwood, and he was lonely while we were at work. His caregiver speaks Mandarin, plays xiangqi with him after lunch, and has him laughing by the time we get home.',
        name: 'Wei',
        city: 'Waterloo',
        relation: 'son of a client',
      },
      {
        quote:
          'My mother-in-law needed help bathing after her stroke and was nervous about a stranger in the house. The PSW Maple Hearth sent speaks Korean, is endlessly patient, and even learned exactly how she likes her barley tea.',
        name: 'Min-ji',
        city: 'Waterloo',
        relation: 'daughter-in-law of a client',
      },
    ],
  },
  {
    city: 'Guelph',
    province: 'Ontario',
    hero: {
      headline: 'Caring PSWs for Guelph Seniors at Home',
      subheadline: 'Help at home where the Speed and Eramosa rivers meet, in the language your family speaks.',
      cta: 'Plan Care with a Coordinator',
    },
    intro: [
      'Guelph grew up where the Speed and Eramosa rivers meet, and its older residents know every bend of the riverside trails and every step up to the Basilica of Our Lady. Most would rather age beside those landmarks than move away, and our personal support workers help them do just that.',
      'The Ward, once home to Italian and Portuguese mill and foundry workers, still carries their traditions, and families there often want a caregiver who speaks the language of the kitchen table. Guelph also has a close-knit Vietnamese community, so we match PSWs who can share a meal and a story in Vietnamese.',
      'Caregivers accompany clients to Guelph General Hospital or St. Joseph’s Health Centre, by car or on Guelph Transit. Near the University of Guelph campus or out in Westminster Woods, care can be in place within 48 hours.',
    ],
    languages: ['Portuguese', 'Italian', 'Vietnamese'],
    services: ['Personal Care', 'Meal Support', 'Housekeeping & Home Safety', 'Companionship Visits', "Alzheimer's & Dementia Support"],
    mostRequested: 'Personal Care',
    neighbourhoods: [
      'The Ward',
      'Exhibition Park',
      'Old University',
      'Kortright Hills',
      'Westminster Woods',
      'Two Rivers',
      'Onward Willow',
      'Grange Hill East',
    ],
    testimonials: [
      {
        quote:
          'Vovó is ninety-one and still insists on baking her own broa. Her caregiver speaks Portuguese, helps her knead the dough safely, and keeps the kitchen in The Ward spotless. My brother and I have finally stopped worrying from Toronto.',
        name: 'Sofia',
        city: 'Guelph',
        relation: 'granddaughter of a client',
      },
      {
        quote:
          'Dad came home from Guelph General with a new walker and plenty of pride. His PSW speaks Vietnamese, cooks canh chua the way Mom used to, and had him back out on the river path along the Speed by June.',
        name: 'Linh',
        city: 'Guelph',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'Barrie',
    province: 'Ontario',
    hero: {
      headline: 'Senior Home Care in Barrie, Ontario',
      subheadline: 'Live-in and visiting care around Kempenfelt Bay, in French, Italian or Portuguese.',
      cta: 'Start Care Within 48 Hours',
    },
    intro: [
      'Barrie wraps around Kempenfelt Bay, and plenty of its seniors either retired here for the water or moved up from the GTA to be closer to grandchildren. Maple Hearth helps them stay put as their needs change, from the older streets of Allandale to the newer subdivisions of Painswick.',
      'Simcoe County has deep francophone roots that stretch north toward Penetanguishene and Lafontaine, and French-speaking families in Barrie often ask for care in French. Italian and Portuguese households, many of whom once lived in Toronto or Woodbridge, want a PSW who shares their language and their Sunday traditions as well.',
      'Our caregivers know the drive to Royal Victoria Regional Health Centre and the Barrie Transit routes across town, and can meet relatives stepping off the GO train at Allandale Waterfront. Even in a snowy January, we can often begin care within 48 hours.',
    ],
    languages: ['French', 'Italian', 'Portuguese'],
    services: ['Live-In Care', 'Personal Care', 'Housekeeping & Home Safety', 'Companionship Visits', "Alzheimer's & Dementia Support"],
    mostRequested: 'Live-In Care',
    neighbourhoods: ['Allandale', 'Painswick', 'Holly', 'Ardagh', 'Letitia Heights', 'Innis-Shore', 'Sunnidale', 'Grove East'],
    testimonials: [
      {
        quote:
          'Maman grew up in Penetanguishene and only truly relaxes in French. Her caregiver chats with her about the old parish, helps with her bath, and walks her along the Kempenfelt Bay waterfront on summer evenings.',
        name: 'Danielle',
        city: 'Barrie',
        relation: 'daughter of a client',
      },
      {
        quote:
          'We moved Papà up from Woodbridge to be near us in Ardagh. His live-in caregiver speaks Italian, has his espresso ready at seven sharp, and got him to his appointment at RVH through a February snowstorm without any fuss.',
        name: 'Marco',
        city: 'Barrie',
        relation: 'son of a client',
      },
    ],
  },
] as const satisfies readonly CityRecord[];
