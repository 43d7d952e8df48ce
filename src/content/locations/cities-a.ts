import type { CityRecord } from './types';

/**
 * City records for Brampton, Mississauga, Toronto, Scarborough, Vancouver and Calgary (docs/spec/SPEC.md §2.3, §3).
 * Each is written for its own city; no sentence is shared with another city’s page. Only Brampton
 * (the head office) and Mississauga (the satellite office) have a local care coordinator.
 */
export const CITY_RECORDS_A = [
  {
    city: 'Brampton',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Brampton',
      subheadline: 'Caregivers from our Brampton head office who speak Punjabi, Hindi, Urdu, Gujarati and Tamil with your parents.',
      cta: 'Book a Free Care Consultation',
    },
    intro: [
      'Maple Hearth Home Care was founded in Brampton, and our head office is still here. Our personal support workers visit homes from the older streets of Downtown Brampton and Bramalea to the newer subdivisions of Castlemore, Sandalwood and Fletcher’s Meadow.',
      'Many Brampton grandparents came from Punjab, Gujarat or Sri Lanka to help raise their grandchildren, and now it is their turn to be looked after. Families ask us most often for a caregiver who speaks Punjabi, Hindi, Urdu, Gujarati or Tamil, who keeps a vegetarian kitchen when asked, and who understands why the morning visit to the gurdwara or mandir matters.',
      'Our PSWs know the Züm routes along Queen Street and Main Street, and go with clients to Brampton Civic Hospital or to Peel Memorial downtown for appointments, tests and follow-up care.',
    ],
    languages: ['Punjabi', 'Hindi', 'Urdu', 'Gujarati', 'Tamil'],
    services: ['Personal Care', 'Companionship Visits', 'Meal Support', "Alzheimer's & Dementia Support", 'Live-In Care', 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: [
      'Downtown Brampton',
      'Bramalea',
      'Springdale',
      'Heart Lake',
      'Castlemore',
      'Mount Pleasant',
      'Fletcher’s Meadow',
      'Sandalwood',
      'Snelgrove',
    ],
    testimonials: [
      {
        quote:
          'My mother-in-law would only let family help her bathe, so we were nervous about a stranger. Her caregiver speaks Punjabi, sits with her for Sukhmani Sahib each morning, and now Biji waits at the front window of our Castlemore house for her to arrive.',
        name: 'Jaspreet',
        city: 'Brampton',
        relation: 'daughter-in-law of a client',
      },
      {
        quote:
          'Papa has Parkinson’s and gets flustered when anyone rushes him. His PSW speaks Gujarati, cooks his dal and rotli without onion or garlic, and rides the bus with him to Peel Memorial for physiotherapy. For the first time in months he is cracking jokes again.',
        name: 'Dilip',
        city: 'Brampton',
        relation: 'son of a client',
      },
    ],
    coordinator: {
      name: 'Navneet Dhaliwal',
      title: 'Brampton Care Coordinator',
      bio: 'Navneet worked as a registered practical nurse in Peel Region before joining Maple Hearth at our Brampton head office. She speaks Punjabi, Hindi and English, and visits families at home to plan care around prayer times, meals and hospital follow-ups. Once a caregiver is matched, she stays the family’s first call for any change to the schedule.',
    },
  },
  {
    city: 'Mississauga',
    province: 'Ontario',
    hero: {
      headline: 'Senior Home Care Across Mississauga',
      subheadline: 'From Port Credit to Malton, caregivers who share your family’s language, faith and favourite dishes.',
      cta: 'Talk to Our Mississauga Team',
    },
    intro: [
      'Mississauga stretches from the lakefront at Port Credit and Clarkson to the northern edge of Malton, and its seniors live in every kind of home in between: bungalows in Applewood, townhouses in Erin Mills, condos around Square One. Our satellite office keeps a care coordinator close to all of them.',
      'Families in Cooksville and Meadowvale often ask for a caregiver who speaks Urdu or Arabic and respects halal meals and daily prayer. Filipino households want a PSW who calls their mother Nanay and goes with her to Sunday Mass, while Polish and Portuguese families look for someone who knows the dishes and saints’ days of home.',
      'Caregivers travel by MiWay or by car to appointments at Trillium Health Partners’ Mississauga Hospital and Credit Valley Hospital, and help with the medications and paperwork that follow a discharge.',
    ],
    languages: ['Urdu', 'Tagalog', 'Polish', 'Arabic', 'Portuguese'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Companionship Visits', 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: ['Port Credit', 'Streetsville', 'Cooksville', 'Malton', 'Meadowvale', 'Erin Mills', 'Churchill Meadows', 'Clarkson', 'Applewood'],
    testimonials: [
      {
        quote:
          'Ammi’s memory is slipping, and she gets frightened as evening falls. Her caregiver speaks Urdu, recites the ghazals Ammi loved as a girl in Lahore, and makes sure she has eaten before Maghrib. Our home in Meadowvale finally feels calm again.',
        name: 'Bushra',
        city: 'Mississauga',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My uncle came home from Credit Valley after heart surgery and refused help from everyone. Then Maple Hearth sent a PSW who speaks Polish and remembers the same Wigilia pierogi he grew up with. Now he lets her help with his showers and his pills in Streetsville.',
        name: 'Ewa',
        city: 'Mississauga',
        relation: 'niece of a client',
      },
    ],
    coordinator: {
      name: 'Aileen Bautista',
      title: 'Mississauga Care Coordinator',
      bio: 'Aileen worked as a personal support worker in Mississauga before moving into care coordination at our satellite office. She speaks Tagalog and English, with enough Spanish to put many Latin American families at ease. She meets each family at home, matches caregivers by language and routine, and checks in after every first visit.',
    },
  },
  {
    city: 'Toronto',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Toronto',
      subheadline: 'Help at home on the street your parent has always known, in Portuguese, Italian, Cantonese and more.',
      cta: 'Request a Caregiver Match',
    },
    intro: [
      'Toronto is a city of neighbourhoods, and many of its seniors have spent most of their lives on one street: a semi in Little Portugal, a brick house off St. Clair in Corso Italia, a flat above a shop on the Danforth. Maple Hearth brings care to that doorstep rather than asking them to leave it.',
      'Requests here trace the city’s history. Portuguese and Italian families who arrived after the war want caregivers who share their language and their table, Cantonese-speaking elders want someone to chat with over congee, and Greek and Tagalog speakers round out the list.',
      'Our PSWs ride the TTC with clients or book Wheel-Trans when walking gets hard, and they know the corridors of Sunnybrook, Toronto Western and St. Michael’s well. Memory care is a large part of our work in the city, from High Park to Willowdale.',
    ],
    languages: ['Portuguese', 'Italian', 'Cantonese', 'Greek', 'Tagalog'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Companionship Visits', 'Live-In Care', 'Meal Support'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: [
      'High Park',
      'Bloor West Village',
      'Little Portugal',
      'Corso Italia',
      'The Annex',
      'The Danforth',
      'Leslieville',
      'Thorncliffe Park',
      'Don Mills',
      'Willowdale',
    ],
    testimonials: [
      {
        quote:
          'My father still sits on his porch in Little Portugal every afternoon, but his dementia means he forgets to eat. His caregiver speaks Portuguese, reminds him about lunch, and listens to his stories about the fishing boats in the Azores as if hearing them for the first time.',
        name: 'Filomena',
        city: 'Toronto',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Por Por lives alone near Broadview and would not hear of moving in with us. Her caregiver speaks Cantonese, helps her on the stairs, does the shopping on Gerrard, and gets her to Toronto Western for her eye appointments. Por Por calls her “my little sister” now.',
        name: 'Winnie',
        city: 'Toronto',
        relation: 'granddaughter of a client',
      },
    ],
  },
  {
    city: 'Scarborough',
    province: 'Ontario',
    hero: {
      headline: 'Home Care for Seniors in Scarborough',
      subheadline: 'Personal support workers who speak Tamil, Cantonese, Mandarin, Tagalog and Urdu, from the Bluffs to Malvern.',
      cta: 'Schedule a Free Consultation',
    },
    intro: [
      'Scarborough runs from the Bluffs above Lake Ontario to the northern streets of Malvern, and its seniors are as varied as its strip-mall food courts. Maple Hearth caregivers visit bungalows in Wexford, townhouses in Agincourt and apartment towers along Kingston Road.',
      'Tamil is the language we are asked for most here, often by families who settled in Malvern and Scarborough Village after leaving Sri Lanka. Cantonese and Mandarin speakers in Agincourt and Milliken, Filipino households and Urdu-speaking families in Wexford want the same thing: a caregiver who talks to their parent the way the family does at home.',
      'Our PSWs take clients to Scarborough General, Birchmount and Centenary for appointments, by car or on the TTC buses that run along Lawrence, Sheppard and Finch.',
    ],
    languages: ['Tamil', 'Cantonese', 'Mandarin', 'Tagalog', 'Urdu'],
    services: ['Personal Care', 'Meal Support', 'Companionship Visits', "Alzheimer's & Dementia Support", 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: [
      'Agincourt',
      'Malvern',
      'Milliken',
      'Wexford',
      'L’Amoreaux',
      'Scarborough Village',
      'Guildwood',
      'Birch Cliff',
      'West Hill',
      'Highland Creek',
    ],
    testimonials: [
      {
        quote:
          'Amma lost much of her English after her stroke and only feels understood in Tamil. Her caregiver chats with her about Jaffna, helps her with her bath, and brings her to Scarborough General for physiotherapy. Our house in Malvern feels lighter than it has in a long time.',
        name: 'Nirmala',
        city: 'Scarborough',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My parents in Agincourt wanted help but not a stranger in the kitchen. Their caregiver speaks Cantonese with my mother, keeps Dad’s diabetic meals on track, and tidies up without being asked. They treat her like one of the family now.',
        name: 'Kenneth',
        city: 'Scarborough',
        relation: 'son of clients',
      },
    ],
  },
  {
    city: 'Vancouver',
    province: 'British Columbia',
    hero: {
      headline: 'In-Home Senior Care in Vancouver',
      subheadline: 'Company and care through the rainy months, from caregivers who speak Mandarin, Cantonese, Punjabi or Tagalog.',
      cta: 'Ask About Care in Vancouver',
    },
    intro: [
      'Between the mountains and the sea, Vancouver seniors tend to stay loyal to their own corner of the city, whether that is a character house in Kitsilano, a bungalow in Sunset or a tower near Oakridge. Maple Hearth caregivers help them keep living there safely as their needs grow.',
      'Many families ask for Mandarin or Cantonese, especially around Kerrisdale, Killarney and Renfrew–Collingwood, where grandparents have often joined their children from Hong Kong, Taiwan or mainland China. Punjabi-speaking households in South Vancouver and Filipino families on the east side want the same care in their own language.',
      'Grey winters can leave an older person alone indoors for days, so companionship is the service we are asked for most. Our PSWs know their way around Vancouver General and St. Paul’s, and use SkyTrain, the Canada Line or HandyDART when driving is not an option.',
    ],
    languages: ['Mandarin', 'Cantonese', 'Punjabi', 'Tagalog'],
    services: ['Companionship Visits', 'Personal Care', "Alzheimer's & Dementia Support", 'Meal Support', 'Live-In Care'],
    mostRequested: 'Companionship Visits',
    neighbourhoods: [
      'Kitsilano',
      'Kerrisdale',
      'Dunbar',
      'Marpole',
      'Oakridge',
      'Sunset',
      'Killarney',
      'Renfrew–Collingwood',
      'Grandview–Woodland',
      'Strathcona',
    ],
    testimonials: [
      {
        quote:
          'Mom moved from Taipei to join us in Kerrisdale and felt shut in all through the wet winter. Her caregiver speaks Mandarin, walks her to the community centre for tai chi, and cooks the beef noodle soup she had been missing. She laughs on the phone with her sisters again.',
        name: 'Jasmine',
        city: 'Vancouver',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Dad came home from Vancouver General needing help with almost everything. His PSW speaks Punjabi, helps him tie his dastar in the morning, and takes the bus with him to the gurdwara on Ross Street. In our Sunset home he feels like himself again.',
        name: 'Baljit',
        city: 'Vancouver',
        relation: 'son of a client',
      },
    ],
  },
  {
    city: 'Calgary',
    province: 'Alberta',
    hero: {
      headline: 'Senior Home Care in Calgary, Alberta',
      subheadline: 'Steady help at home through Chinook thaws and cold snaps, in Punjabi, Hindi, Tagalog, Mandarin or Arabic.',
      cta: 'Start Your Free Consultation',
    },
    intro: [
      'Calgary’s seniors are a hardy bunch: ranchers, oil-patch engineers and teachers who shovelled their own walks for decades. When a Chinook melts the snow one day and a cold snap freezes it the next, a caregiver who calls in regularly makes staying at home far safer.',
      'The northeast communities of Saddle Ridge, Taradale and Martindale are home to many Punjabi- and Hindi-speaking families, who ask for caregivers familiar with their kitchens and festivals. Filipino, Chinese and Arabic-speaking households across the city make similar requests, and Maple Hearth matches on language before anything else.',
      'Our PSWs bring clients to Foothills Medical Centre, the Peter Lougheed Centre and Rockyview General, by car, by CTrain or with Calgary Transit Access.',
    ],
    languages: ['Punjabi', 'Hindi', 'Tagalog', 'Mandarin', 'Arabic'],
    services: ['Personal Care', 'Housekeeping & Home Safety', 'Companionship Visits', 'Meal Support', 'Live-In Care'],
    mostRequested: 'Personal Care',
    neighbourhoods: ['Saddle Ridge', 'Taradale', 'Martindale', 'Marlborough', 'Forest Lawn', 'Bowness', 'Varsity', 'Inglewood', 'Mount Royal'],
    testimonials: [
      {
        quote:
          'Nanay lives with us in Martindale and used to be alone all day while we worked. Her caregiver speaks Tagalog, prays the rosary with her after lunch, and keeps the front steps clear of ice so she can still get out for a walk.',
        name: 'Carmelita',
        city: 'Calgary',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Mummy-ji broke her wrist slipping on the ice outside our Saddle Ridge house. Her caregiver speaks Hindi, cooks strictly vegetarian on her fasting days, helps her dress, and took her to the Peter Lougheed Centre for every follow-up. My wife and I stopped dreading the drive home.',
        name: 'Deepak',
        city: 'Calgary',
        relation: 'son of a client',
      },
    ],
  },
] as const satisfies readonly CityRecord[];
