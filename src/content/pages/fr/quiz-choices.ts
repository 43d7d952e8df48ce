import type { QuizWords } from '../../quiz';

/**
 * The French quiz's choices (decision 0067): each answer's value, which is what is posted and kept,
 * named in Canadian French. Apart from ./quiz.ts so a French form filled in from the visit
 * (src/content/visit.fr-CA.ts) can name the facts without the whole quiz's words.
 */
export const QUIZ_CHOICES_FR = {
  whoNeedsCare: {
    'My Mother': 'Ma mère',
    'My Father': 'Mon père',
    'My Spouse': 'Mon conjoint ou ma conjointe',
    Myself: 'Moi-même',
    Other: 'Une autre personne',
  },
  supportNeeded: {
    Companionship: 'Compagnie',
    'Meal Prep': 'Préparation des repas',
    Bathing: 'Aide au bain',
    'Dementia Care': 'Soins de la démence',
    Medication: 'Médicaments',
    Transportation: 'Transport',
  },
  hoursOfCare: { '2-4': '2 à 4 heures', '6-8': '6 à 8 heures', '24/7': '24 heures sur 24, 7 jours sur 7', Unsure: 'Je ne sais pas encore' },
  medicalCondition: {
    None: 'Aucun',
    "Parkinson's": 'Maladie de Parkinson',
    'Stroke Recovery': 'Rétablissement après un AVC',
    Diabetes: 'Diabète',
    'Heart Condition': 'Maladie du cœur',
    'Cancer Care': 'Soins liés au cancer',
    'Post-Surgery': 'Convalescence après une opération',
    Other: 'Autre',
  },
  languages: {
    English: 'Anglais',
    French: 'Français',
    Punjabi: 'Pendjabi',
    Hindi: 'Hindi',
    Urdu: 'Ourdou',
    Mandarin: 'Mandarin',
    Cantonese: 'Cantonais',
    Tagalog: 'Tagalog',
    Arabic: 'Arabe',
  },
} as const satisfies QuizWords['choices'];
