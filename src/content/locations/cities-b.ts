import type { CityRecord } from './types';

/**
 * City records for Ottawa, Vaughan, Markham, Richmond Hill, Oakville and Burlington (docs/spec/SPEC.md §2.3, §3).
 * Each is written for its own city; no sentence is shared with another city’s page.
 */
export const CITY_RECORDS_B = [
  {
    city: 'Ottawa',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Ottawa',
      subheadline: 'Bilingual help at home, from Orléans to Kanata, with caregivers who also speak the language of your family.',
      cta: 'Book a Free Care Consultation',
    },
    intro: [
      'In the capital, many parents spent careers in the public service and now want to age in the bungalows of Alta Vista, Westboro or Barrhaven they paid off long ago. Maple Hearth sends personal support workers across the city and its suburbs, on both sides of the Rideau.',
      'Ottawa families often need a caregiver who can switch between English and French in the same visit. Others ask for Arabic, Mandarin or Somali, the languages spoken at Sunday dinner in Hunt Club and Overbrook. We match on language first, then on routines, food and faith.',
      'Our PSWs know the way to the Civic and General campuses of The Ottawa Hospital and to the Queensway Carleton, and can ride OC Transpo or the O-Train to an appointment. Winter sidewalks are no reason for a missed visit.',
    ],
    languages: ['French', 'Arabic', 'Mandarin', 'Somali'],
    services: ['Personal Care', 'Companionship Visits', "Alzheimer's & Dementia Support", 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: 'Personal Care',
    neighbourhoods: ['Westboro', 'The Glebe', 'Alta Vista', 'Orléans', 'Kanata', 'Barrhaven', 'Nepean', 'Vanier', 'Hunt Club'],
    testimonials: [
      {
        quote:
          'Papa switches to French when he is tired, and Mireille simply follows him. She helps him shower, makes his tourtière the way Maman did, and walks with him to the Orléans library on good days.',
        name: 'Geneviève',
        city: 'Ottawa',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My mother came from Mogadishu in her fifties and never really learned English. Her caregiver speaks Somali, prays with her, and sits beside her at the General when the doctors explain things. For the first time, Hooyo understands her own care.',
        name: 'Abdirahman',
        city: 'Ottawa',
        relation: 'son of a client',
      },
    ],
  },
  {
    city: 'Vaughan',
    province: 'Ontario',
    hero: {
      headline: 'Home Care for Seniors in Vaughan',
      subheadline: 'From Woodbridge to Thornhill, caregivers who share your family’s language, table and traditions.',
      cta: 'Talk to a Care Coordinator',
    },
    intro: [
      'Vaughan grew from farm villages into a city of large family homes, and many of the grandparents who built them still live there. In Woodbridge the kitchen is often the heart of the house, while in Thornhill a Friday-night dinner may gather three generations.',
      'Families here ask us most for caregivers who speak Italian, Russian or Hebrew, and who understand a kosher kitchen or a Sunday sauce without being told. Maple Hearth listens to those details before proposing a match.',
      'Our personal support workers plan around visits to Cortellucci Vaughan Hospital and know the YRT and Viva routes along Highway 7. Care can start in Maple, Kleinburg or Concord within days of a first call.',
    ],
    languages: ['Italian', 'Russian', 'Hebrew', 'Persian'],
    services: ['Companionship Visits', 'Personal Care', "Alzheimer's & Dementia Support", 'Meal Support', 'Live-In Care'],
    mostRequested: 'Companionship Visits',
    neighbourhoods: ['Woodbridge', 'Maple', 'Thornhill', 'Kleinburg', 'Concord', 'Vellore Village', 'Patterson', 'Sonoma Heights'],
    testimonials: [
      {
        quote:
          'Nonno still tends his tomatoes every summer, only now Lucia kneels beside him and keeps him steady. They argue in Italian about football, and he eats better when she cooks with him than he ever did with us rushing in after work.',
        name: 'Stefano',
        city: 'Vaughan',
        relation: 'grandson of a client',
      },
      {
        quote:
          'We needed someone who would keep Mama’s kitchen kosher and speak Russian with her. Irina does both, and she noticed Mama’s memory slipping before we did. Having her in Thornhill three mornings a week changed everything.',
        name: 'Yulia',
        city: 'Vaughan',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'Markham',
    province: 'Ontario',
    hero: {
      headline: 'Senior Home Care in Markham',
      subheadline: 'Caregivers who speak Cantonese, Mandarin or Tamil, for parents who want to stay near their family.',
      cta: 'Request a Caregiver Match',
    },
    intro: [
      'Markham is where many families settled to raise children close to grandparents, and now those grandparents need a little help themselves. From the heritage streets of Unionville to the newer homes of Cornell, we support seniors who want to stay in the community they chose.',
      'Cantonese and Mandarin are the languages families ask for most, with Tamil and Gujarati close behind. A caregiver who can chat about a favourite dim sum spot or make rasam the way Amma likes it earns trust quickly, and we match with that in mind.',
      'Our PSWs know Markham Stouffville Hospital well and the YRT routes that link Milliken, Armadale and Markham Village. We can often arrange a first visit within two days.',
    ],
    languages: ['Cantonese', 'Mandarin', 'Tamil', 'Gujarati'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Companionship Visits', 'Meal Support', 'Housekeeping & Home Safety'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: ['Unionville', 'Markham Village', 'Cornell', 'Milliken', 'Armadale', 'Cathedraltown', 'Berczy Village', 'Cachet'],
    testimonials: [
      {
        quote:
          'Since Dad’s dementia diagnosis he forgets most of his English. Ka Yan speaks Cantonese with him, plays the old Teresa Teng songs he loves, and keeps a little notebook for us so we know how every afternoon in Unionville went.',
        name: 'Wing',
        city: 'Markham',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Appa is proud and did not want help with bathing. Our caregiver speaks Tamil, calls him Aiya, and gave him time to trust her. Now he looks forward to her visits and even lets her into the kitchen.',
        name: 'Kavitha',
        city: 'Markham',
        relation: 'daughter of a client',
      },
    ],
  },
  {
    city: 'Richmond Hill',
    province: 'Ontario',
    hero: {
      headline: 'In-Home Senior Care in Richmond Hill',
      subheadline: 'Gentle, dependable help at home, in Farsi, Mandarin, Russian or the language your parents know best.',
      cta: 'Schedule a Free Consultation',
    },
    intro: [
      'Richmond Hill stretches from the old village core on Yonge Street up to the lakes and trails of Oak Ridges, and many of its seniors live with their adult children in multigenerational homes. When everyone leaves for work, a caregiver keeps the day safe and company close.',
      'Persian-speaking families in Bayview Hill and Mill Pond often ask for a caregiver who can share tea and poetry in Farsi. Mandarin, Cantonese and Russian are asked for nearly as often. We take time to learn which language your parent relaxes into.',
      'Maple Hearth PSWs know Mackenzie Richmond Hill Hospital and the Viva rapid-transit line along Yonge, so getting to appointments is part of the plan, not a worry.',
    ],
    languages: ['Persian', 'Mandarin', 'Cantonese', 'Russian'],
    services: ['Companionship Visits', 'Personal Care', "Alzheimer's & Dementia Support", 'Meal Support'],
    mostRequested: 'Companionship Visits',
    neighbourhoods: ['Mill Pond', 'Bayview Hill', 'Oak Ridges', 'Richvale', 'Langstaff', 'Jefferson', 'Westbrook', 'Crosby'],
    testimonials: [
      {
        quote:
          'Maman reads Hafez every evening, and Shirin reads with her in Farsi. She also makes sure Maman takes her pills and walks around Mill Pond when the weather is kind. Our whole family breathes easier.',
        name: 'Arash',
        city: 'Richmond Hill',
        relation: 'son of a client',
      },
      {
        quote:
          'Babushka was lonely after Grandpa died and would not eat alone. Her caregiver speaks Russian, cooks borscht with her, and takes her to the Oak Ridges community centre on Tuesdays. She laughs again.',
        name: 'Svetlana',
        city: 'Richmond Hill',
        relation: 'granddaughter of a client',
      },
    ],
  },
  {
    city: 'Oakville',
    province: 'Ontario',
    hero: {
      headline: 'Senior Home Care in Oakville, Ontario',
      subheadline: 'Discreet, reliable care for Oakville parents, from a lakeside house to a condo near Kerr Village.',
      cta: 'Start Your Free Consultation',
    },
    intro: [
      'Oakville seniors tend to be fiercely independent, and many would rather keep their Old Oakville home or Glen Abbey townhouse than move to a residence. Our caregivers make that possible with help that fits around golf mornings, church and grandchildren’s visits.',
      'Families here ask for Arabic, Polish, Portuguese and Mandarin speakers, as well as English-speaking caregivers with strong dementia training. Some need just a few hours a week; others want live-in support after a hospital stay.',
      'We know the routes to Oakville Trafalgar Memorial Hospital and the timing of Oakville Transit and the GO trains at Bronte and Oakville stations. Each plan is reviewed as needs change.',
    ],
    languages: ['Arabic', 'Polish', 'Portuguese', 'Mandarin'],
    services: ['Live-In Care', 'Personal Care', "Alzheimer's & Dementia Support", 'Housekeeping & Home Safety', 'Companionship Visits'],
    mostRequested: 'Live-In Care',
    neighbourhoods: ['Old Oakville', 'Bronte', 'Glen Abbey', 'River Oaks', 'Kerr Village', 'Clearview', 'Joshua Creek', 'West Oak Trails'],
    testimonials: [
      {
        quote:
          'After Mum’s hip surgery at Oakville Trafalgar we thought a retirement home was the only option. A live-in caregiver got her home instead, and six months later she is back to walking along the lake in Bronte with her.',
        name: 'Heather',
        city: 'Oakville',
        relation: 'daughter of a client',
      },
      {
        quote:
          'My father speaks Polish at home and only Polish when he is upset. Marek understands him, handles the heavy cleaning and checks the stairs for hazards. Dad calls him his friend, not his caregiver.',
        name: 'Krzysztof',
        city: 'Oakville',
        relation: 'son of a client',
      },
    ],
  },
  {
    city: 'Burlington',
    province: 'Ontario',
    hero: {
      headline: 'Home Care for Seniors in Burlington',
      subheadline: 'Between the lake and the escarpment, caring help that lets your parents stay where they belong.',
      cta: 'Ask About Care in Burlington',
    },
    intro: [
      'Burlington has one of the older populations in the Golden Horseshoe, and its quiet streets in Aldershot, Roseland and Tyandaga are full of people who have lived in the same house for decades. We help them stay there, with care that respects long-held habits.',
      'Most families ask for English-speaking caregivers with solid dementia and mobility experience, and a growing number want Arabic, Polish or Portuguese speakers. We match on personality as carefully as on language.',
      'Our team knows Joseph Brant Hospital by the lake and can accompany clients on Burlington Transit or the GO train to specialists in Hamilton or Toronto. Visits can begin within 48 hours of your call.',
    ],
    languages: ['English', 'Arabic', 'Polish', 'Portuguese'],
    services: ["Alzheimer's & Dementia Support", 'Personal Care', 'Housekeeping & Home Safety', 'Companionship Visits', 'Meal Support'],
    mostRequested: "Alzheimer's & Dementia Support",
    neighbourhoods: ['Aldershot', 'Downtown Burlington', 'Roseland', 'Tyandaga', 'Millcroft', 'Orchard', 'Alton Village', 'Headon Forest'],
    testimonials: [
      {
        quote:
          'Mom has Alzheimer’s and used to wander toward the lake at dusk. Danielle built an evening routine with her, tea, photos and a short walk together, and the wandering stopped. I finally sleep through the night.',
        name: 'Colleen',
        city: 'Burlington',
        relation: 'daughter of a client',
      },
      {
        quote:
          'Our caregiver speaks Arabic with my father, drives him to Joseph Brant for his cardiology checks and reminds him to use his cane. He is stubborn, but he listens to her.',
        name: 'Rami',
        city: 'Burlington',
        relation: 'son of a client',
      },
    ],
  },
] as const satisfies readonly CityRecord[];
