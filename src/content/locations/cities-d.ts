import type { CityRecord } from './types';

/**
 * City records for Windsor, Edmonton, Victoria, Winnipeg, Saskatoon and Regina (docs/spec/SPEC.md §2.3, §3).
 * Each is written for its own city; no sentence is shared with another city’s page.
 */
export const CITY_RECORDS_D = [
  {
    city: 'Windsor',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Windsor, Ontario',
      subheadline: 'From Walkerville to Forest Glade, caregivers who speak Arabic, Italian or French with your parents.',
      cta: 'Book a Free Care Consultation',
    },
    intro: [
      'Windsor is the one Canadian city where you look north to see Detroit, and its seniors have watched that skyline change across the river for decades. Maple Hearth Home Care supports them in their own homes, from the century-old houses of Walkerville to the postwar bungalows of Forest Glade and Fontainebleau.',
      'Plenty of local fathers spent their working lives at the Ford engine plants or on the minivan line at Windsor Assembly. Their families now ask us for Italian-speaking PSWs along Erie Street, Arabic speakers for Lebanese and Iraqi households, and French for the old Francophone families of Sandwich and the east end.',
      'Caregivers drive or take Transit Windsor to appointments at Windsor Regional Hospital’s Met and Ouellette campuses, and to rehab at Hôtel-Dieu Grace. When a discharge date arrives suddenly, we can usually have a matched PSW in place within two days.',
    ],
    languages: ['Arabic', 'Italian', 'French', 'Punjabi'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Companionship Visits', 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: [
      'Walkerville',
      'Riverside',
      'East Riverside',
      'Olde Sandwich Towne',
      'Forest Glade',
      'Fontainebleau',
      'South Windsor',
      'Remington Park',
      'Roseland',
    ],
    testimonials: [
      {
        quote:
          'Mama came from Beirut in 1976, and her English slipped away as the dementia set in. Hiba speaks to her in Arabic, plays Fairuz while they fold the laundry, and Mama smiles now when she hears the knock at our Forest Glade door.',
        name: 'Layla',
        city: 'Windsor',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My father worked thirty years at the Ford engine plant and still won’t let anyone else touch his tomato garden. Lucia speaks his Abruzzese dialect, drives him to Windsor Regional for his cardiology checks and helps him stake the plants every June.',
        name: 'Paolo',
        city: 'Windsor',
        relation: 'son of a client',
      },
    ],
  },
  {
    city: 'Edmonton',
    province: 'Alberta',
    hero: {
      headline: 'Senior Home Care Across Edmonton',
      subheadline: 'On either side of the river valley, personal support workers matched to your family’s language and faith.',
      cta: 'Talk to a Care Coordinator',
    },
    intro: [
      'Edmonton’s river valley cuts the city in two, and for many older residents the North Saskatchewan is still how they give directions. Our personal support workers cover both banks, from the tree-lined streets of Glenora and the Highlands to Old Strathcona’s character homes and the newer cul-de-sacs of Terwillegar.',
      'Mill Woods is home to one of the largest Punjabi communities on the Prairies, and Sikh families there often want a caregiver who can sit quietly with a parent during evening prayers. Tagalog is in steady demand on the north side, while grandchildren of Ukrainian homesteaders and Arabic-speaking newcomers alike ask for someone who understands their food and their holidays.',
      'With the Valley Line LRT now running out to Mill Woods, a PSW can travel with a client downtown and transfer to reach the Royal Alexandra or the University of Alberta Hospital without a car. In January, clearing a safe path to the door is part of the visit.',
    ],
    languages: ['Punjabi', 'Tagalog', 'Ukrainian', 'Arabic'],
    services: ['Personal Care', 'Live-In Care', 'Meal Support', 'Companionship Visits', 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: [
      'Old Strathcona',
      'Garneau',
      'Glenora',
      'Highlands',
      'Bonnie Doon',
      'Mill Woods',
      'Castle Downs',
      'Terwillegar Towne',
      'Riverdale',
      'Ritchie',
    ],
    testimonials: [
      {
        quote:
          'Bebe ji was lonely in our Mill Woods house while we were both at work. Now Manpreet comes every morning, helps her bathe, and they recite Japji Sahib together before breakfast. Last month the two of them even rode the new LRT downtown.',
        name: 'Gurpreet',
        city: 'Edmonton',
        relation: 'daughter-in-law of a client',
      },
      {
        quote:
          'Dido is ninety-one and still insists on making his own borscht. Taras speaks Ukrainian with him, chops the beets so his hands don’t ache, and clears the Highlands sidewalk before they head to his appointments at the Royal Alex.',
        name: 'Oksana',
        city: 'Edmonton',
        relation: 'granddaughter of a client',
      },
    ],
  },
  {
    city: 'Victoria',
    province: 'British Columbia',
    hero: {
      headline: 'Caring for Victoria’s Seniors at Home',
      subheadline: 'Steady company and practical help for island retirees, even when their children live across the water.',
      cta: 'Request a Free Consultation',
    },
    intro: [
      'Victoria draws retirees from across Canada with its mild winters, and many of them came decades ago for a stroll along Dallas Road and simply never left. Now in their eighties and nineties, they want to stay in James Bay apartments, Fairfield heritage houses and Oaklands bungalows, often with their children a ferry ride away on the mainland or in Alberta.',
      'Maple Hearth pairs these clients with personal support workers who bring company as much as practical help. Chinese families whose roots go back to the lanes around Fan Tan Alley ask for Cantonese or Mandarin, Punjabi-speaking households look for a familiar voice, and Francophone retirees are glad to chat in French.',
      'Our caregivers know the entrances at Royal Jubilee Hospital and the bus routes out to Victoria General, and on a fine afternoon they will walk with a client to the duck pond in Beacon Hill Park.',
    ],
    languages: ['Mandarin', 'Cantonese', 'Punjabi', 'French'],
    services: ['Companionship Visits', "Alzheimer's & Dementia Support", 'Personal Care', 'Housekeeping & Home Safety'],
    mostRequested: 'Companionship Visits',
    neighbourhoods: [
      'James Bay',
      'Fairfield',
      'Gonzales',
      'Rockland',
      'Fernwood',
      'Oaklands',
      'Hillside-Quadra',
      'Burnside-Gorge',
      'Victoria West',
      'North Park',
    ],
    testimonials: [
      {
        quote:
          'I moved to James Bay in 1989 for the gardens and the gentle winters. Since my hip surgery at Royal Jubilee, Ellen comes three mornings a week, helps me shower, and walks with me to Beacon Hill Park to see the peacocks.',
        name: 'Margaret',
        city: 'Victoria',
        relation: 'client',
      },
      {
        quote:
          'I live in Calgary, so knowing someone looks in on Mum means everything. Grace chats with her in Cantonese, cooks congee the way Mum likes it, and sends me a short note after every visit to her Fernwood apartment.',
        name: 'Mei',
        city: 'Victoria',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'Winnipeg',
    province: 'Manitoba',
    hero: {
      headline: 'In-Home Senior Care in Winnipeg',
      subheadline: 'Through minus-thirty mornings and muggy Julys, a caregiver who speaks your family’s language.',
      cta: 'Speak with a Care Coordinator',
    },
    intro: [
      'Winnipeg seniors are famously tough about winter, yet even the hardiest admit that a minus-thirty morning makes the walk to the mailbox feel long. Our caregivers come through every season, to Wolseley and River Heights, St. Vital and Transcona, and up to the North End.',
      'This city has deep Ukrainian roots around Selkirk Avenue, a proud Franco-Manitoban community in St. Boniface, and one of the largest Filipino communities in Canada, centred in the West End and Tyndall Park. The Maples has a growing Punjabi population too. We match each household to a PSW who speaks the language of their kitchen table.',
      'Caregivers accompany clients to Health Sciences Centre, St. Boniface Hospital and Grace Hospital, by car or by Winnipeg Transit, and we arrange live-in care for anyone who should not be alone overnight. If a hospital social worker phones on a Friday, a matched PSW can often start by Sunday.',
    ],
    languages: ['Tagalog', 'Punjabi', 'Ukrainian', 'French'],
    services: ['Live-In Care', 'Personal Care', 'Housekeeping & Home Safety', 'Meal Support', "Alzheimer's & Dementia Support", 'Companionship Visits'],
    mostRequested: 'Live-In Care',
    neighbourhoods: [
      'St. Boniface',
      'St. Vital',
      'River Heights',
      'Wolseley',
      'Osborne Village',
      'Tyndall Park',
      'The Maples',
      'North End',
      'Transcona',
      'Charleswood',
    ],
    testimonials: [
      {
        quote:
          'When Tatay came from Pampanga to live with us in Tyndall Park, the winters scared him more than anything. Jun speaks Tagalog and Kapampangan with him, gets him to dialysis at Health Sciences Centre, and makes sure his parka is zipped.',
        name: 'Rowena',
        city: 'Winnipeg',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Maman has lived on the same St. Boniface street since 1962 and wanted to stay there. Chantal, her live-in caregiver, speaks French with her all day, keeps track of her pills, and walks her to Sunday Mass at the Cathedral.',
        name: 'Denis',
        city: 'Winnipeg',
        relation: 'son of a client',
      },
    ],
  },
  {
    city: 'Saskatoon',
    province: 'Saskatchewan',
    hero: {
      headline: 'Home Care for Saskatoon Seniors',
      subheadline: 'Caregivers who know the Bridge City, and who can speak Tagalog, Ukrainian or Cree with your family.',
      cta: 'Book Your Free Consultation',
    },
    intro: [
      'Saskatoon calls itself the Bridge City, and the South Saskatchewan River with its Meewasin trails is part of daily life for many older residents. We help them remain in houses they have often owned for forty years, in Nutana, City Park, Caswell Hill and Sutherland, and across the river in Lakeview and Evergreen.',
      'Many grandparents here grew up on farms homesteaded by Ukrainian settlers and still prefer to pray and tell stories in that language. Cree-speaking Elders on the west side want a caregiver who respects ceremony and extended family, and the fast-growing Filipino community asks us for Tagalog speakers week after week.',
      'Our PSWs know Royal University Hospital on the campus, St. Paul’s in Pleasant Hill and Saskatoon City Hospital near the river, and they plan around Saskatoon Transit schedules when a cold snap hits. New clients usually meet their caregiver within 48 hours of the first call.',
    ],
    languages: ['Tagalog', 'Ukrainian', 'Cree', 'Punjabi'],
    services: ['Personal Care', 'Companionship Visits', 'Meal Support', 'Housekeeping & Home Safety', "Alzheimer's & Dementia Support"],
    mostRequested: 'Personal Care',
    neighbourhoods: [
      'Nutana',
      'City Park',
      'Caswell Hill',
      'Riversdale',
      'Pleasant Hill',
      'Sutherland',
      'Varsity View',
      'Lakeview',
      'Evergreen',
      'Stonebridge',
    ],
    testimonials: [
      {
        quote:
          'Baba still makes perogies every Friday; she just needs someone to roll the dough now. Halyna speaks Ukrainian with her, helps with her bath and groceries, and drives her to appointments at Royal University Hospital, so I can finally breathe.',
        name: 'Lesia',
        city: 'Saskatoon',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Kokum wanted to stay in her Riversdale house close to family. Her caregiver understands Cree, makes bannock with her on Saturdays, and knows the visit runs longer when the grandkids drop by. She hasn’t missed one appointment at St. Paul’s.',
        name: 'Darlene',
        city: 'Saskatoon',
        relation: 'granddaughter of a client',
      },
    ],
  },
  {
    city: 'Regina',
    province: 'Saskatchewan',
    hero: {
      headline: 'Senior Home Care in Regina',
      subheadline: 'Safer homes and familiar voices for Queen City seniors, from Cathedral to Harbour Landing.',
      cta: 'Get in Touch with a Coordinator',
    },
    intro: [
      'In Regina the prairie wind never really lets up, and the ice it leaves on sidewalks each winter is a genuine worry for seniors living alone. That is often why families first call us, whether their parents live under the elms of the Cathedral area, near Wascana Lake in Lakeview, or in the newer streets of Harbour Landing.',
      'The Queen City has welcomed thousands of Filipino families over the past two decades, many now sponsoring parents to join them, and Tagalog is the language we are asked for most here. Punjabi-speaking households want a PSW who can make a proper roti, while Ukrainian and Arabic round out the list.',
      'Caregivers find their way around Regina General Hospital and the Pasqua, and can ride Regina Transit with a client or arrange a lift to a morning appointment. Before the first visit we walk through the house with the family to spot loose rugs, dim stairwells and icy steps.',
    ],
    languages: ['Tagalog', 'Punjabi', 'Ukrainian', 'Arabic'],
    services: ['Housekeeping & Home Safety', 'Personal Care', 'Companionship Visits', 'Meal Support', 'Live-In Care'],
    mostRequested: 'Housekeeping & Home Safety',
    neighbourhoods: ['Cathedral', 'Lakeview', 'Albert Park', 'Hillsdale', 'Whitmore Park', 'Harbour Landing', 'Normanview', 'Glen Elm Park', 'Uplands'],
    testimonials: [
      {
        quote:
          'We brought Nanay from Batangas to our Harbour Landing home just before her stroke. Marites speaks Tagalog with her, helps with her therapy exercises and cooks sinigang on Sundays. Nanay laughs again, and I can work my shifts at the Pasqua without worrying.',
        name: 'Jennylyn',
        city: 'Regina',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My father arrived from Syria in 2016 and slipped on the ice outside our Normanview house last winter. Now Samir salts the steps before each visit, helps him bathe, and they argue about football in Arabic. Dad says it is like having a nephew around.',
        name: 'Ahmad',
        city: 'Regina',
        relation: 'son of a client',
      },
    ],
  },
] as const satisfies readonly CityRecord[];
