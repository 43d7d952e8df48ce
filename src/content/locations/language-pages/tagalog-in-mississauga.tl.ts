import { SERVICE_AREA } from '../../service-area';
import { LIMITS, PHONE } from '../../site';
import { intlClock } from './intl-clock';
import { LEGAL_PATHS } from '../../pages/legal-paths';
import type { LanguagePageWords } from '../types';

/**
 * /care/tagalog-in-mississauga in Tagalog (decision 0051): the facts of its English twin
 * (./tagalog-in-mississauga.en.ts), in the Taglish Filipino families in Mississauga use for care
 * (caregiver, PSW, home care and dementia as they say them), with "po" and "opo" for elders.
 */
export const TAGALOG_IN_MISSISSAUGA_TL = {
  lang: 'tl',
  dir: 'ltr',
  title: 'Caregiver na Nagsasalita ng Tagalog sa Mississauga | Maple Hearth Home Care',
  description: `Mga caregiver na nagsasalita ng Tagalog para sa mga lolo at lola sa Mississauga, kapareho ng inyong pananampalataya, pagkain at paggalang sa nakatatanda. Makapagsisimula ang alaga sa loob ng ${LIMITS.careStartHours} oras.`,
  crumbs: { home: 'Simula', locations: 'Mga Lokasyon', page: 'Tagalog na Caregiver sa Mississauga' },
  eyebrow: 'Tagalog · Mississauga',
  hero: {
    headline: 'Mga Caregiver na Nagsasalita ng Tagalog sa Mississauga',
    lead: 'Tinutulungan ng aming mga PSW na nagsasalita ng Tagalog ang mga lolo at lola sa Mississauga na manatili sa sariling tahanan, may init ng pagmamahal, pasensiya at paggalang na kinalakihan nila. Maaaring maisaayos ang unang pagbisita sa loob lamang ng dalawang araw.',
    cta: 'Humanap ng Caregiver',
  },
  heroImageAlt: 'Larawang guhit ng isang caregiver at isang matandang Pilipina na masayang nagtatawanan habang tumitingin sa lumang photo album sa sofa',
  greeting: {
    heading: 'Pagbati Mula sa Aming mga Caregiver',
    text: 'Mabuhay! Kumusta po kayo?',
    lang: 'tl',
    dir: 'ltr',
    meaning: 'Ang “po” ay tanda ng paggalang na ginagamit natin kapag kausap ang nakatatanda, at ganyan din po namin kakausapin ang inyong magulang.',
  },
  serviceNote: `Ang Mississauga ay isa sa ${SERVICE_AREA.cityCount} lungsod sa limang probinsiya kung saan nagtatrabaho ang aming mga caregiver.`,
  cityLink: 'Higit pa tungkol sa pag-aalaga ng nakatatanda sa Mississauga (sa Ingles)',
  meaning: {
    heading: 'Ano ang Ibig Sabihin ng Alagang Tagalog ang Wika',
    paragraphs: [
      'Iisa ang madalas sabihin sa amin ng mga pamilyang Pilipino sa Mississauga: ayaw ni Lola ng estranghero, gusto niya ng parang kapamilya. Ang caregiver na nagsasalita ng Tagalog ay nagmamano sa kanya, nagluluto ng sinigang o arroz caldo ayon sa gusto niya, at nauunawaan kung gaano kahalaga sa kanya ang misa tuwing Linggo at ang rosaryo sa gabi.',
      'Nakapagpoprotekta rin sa kalusugan ang pagsasalita ng Tagalog. Pagkatapos madulas o ma-ospital, may mga nakatatandang tumatango lang sa Ingles kahit hindi nila naiintindihan ang bilin, at kapag may dementia, maaaring tuluyang makalimutan ang Ingles. Ipinapaliwanag ng inyong caregiver sa Tagalog ang mga gamot, napapansin kung may kakaiba, at tumutulong na mapanatiling masaya sa bahay ang Simbang Gabi at Noche Buena.',
    ],
  },
  matching: {
    heading: 'Paano Namin Hinahanap ang Tamang Caregiver',
    steps: [
      {
        title: 'Ikuwento po si Lolo o Lola',
        text: 'Sa isang libreng tawag o pagbisita sa bahay, pinakikinggan namin ang pangangailangang pangkalusugan ng inyong magulang, ang kanyang araw-araw na gawain at ang maliliit na bagay na nagpapasaya sa kanya.',
      },
      {
        title: 'Wika, probinsiya at pananampalataya',
        text: 'May mga nakatatandang mas panatag sa Ilocano o Bisaya bukod sa Tagalog, kaya itinatanong namin kung ano talaga ang salita sa bahay, pati ang simbahan, pagkain at mga kaugalian sa tahanan na dapat igalang.',
      },
      {
        title: 'Unang pagkikita',
        text: 'Ipinakikilala namin nang personal ang caregiver bago ang unang shift, para makapagpasya ang inyong magulang kung panatag siya sa kanya.',
      },
      {
        title: 'Tuloy-tuloy na pagkumusta',
        text: 'Kinukumusta kayo ng inyong coordinator sa loob ng ilang araw at patuloy na nakikipag-ugnayan, at binabago ang iskedyul o ang caregiver kailanman ninyo kailangan.',
      },
    ],
    stepLabel: (n) => `Hakbang ${n}: `,
  },
  testimonial: {
    heading: 'Sabi ng Isang Pamilya',
    quote:
      'Ang nanay ko ay nagtitiwala lang sa mga kumakausap sa kanya sa Tagalog. Ipinagluluto siya ni Joy ng pancit, sabay silang nagrorosaryo tuwing hapon, at tinatawagan ako ni Joy kapag mukhang pagod si Nanay. Sa wakas, nakakapasok na ako sa trabaho nang hindi nag-aalala.',
    name: 'Maricel',
    place: 'Mississauga · anak ng isang kliyente',
    rating: (stars) => `${stars} sa 5 bituin`,
  },
  cta: {
    heading: 'Humiling ng Caregiver na Nagsasalita ng Tagalog sa Mississauga',
    text: 'Ikuwento po sa amin ang inyong mahal sa buhay at ang wikang pinakapanatag siya. Tatawagan kayo ng isang care coordinator sa loob ng isang araw ng trabaho.',
    call: `Tumawag sa ${PHONE.display}`,
  },
  callBack: {
    name: 'Ang inyong pangalan',
    phone: 'Numero ng telepono',
    phoneHint: 'Numerong may 10 digit, halimbawa 905-555-0142.',
    bestTime: 'Pinakamainam na oras para tumawag',
    bestTimes: { Morning: 'Umaga', Afternoon: 'Hapon', Evening: 'Gabi', 'Any time': 'Kahit anong oras' },
    callbackLanguage: 'Wikang gagamitin namin sa pagtawag',
    languages: { Tagalog: 'Tagalog', English: 'Ingles' },
    note: 'May gusto pa ba kayong sabihin? (hindi kailangan)',
    submit: 'Tawagan Ako',
    form: {
      invalidSummary: {
        title: 'May ilang detalyeng kailangang suriin',
        lead: (count: number) => `Pakisuri ${count === 1 ? 'ang field na ito' : 'ang mga field na ito'}: `,
        separator: ', ',
        tail: (lastField: string) => `${/[.?!]$/.test(lastField) ? '' : '.'} Nandito pa ang lahat ng isinulat ninyo.`,
      },
      characters: (count: number, max: number) => `${count} sa ${max} na titik`,
      sent: {
        noAnswer: `Wala pa kaming kumpirmasyon na nakarating sa opisina ang inyong kahilingan. Maaari pa itong dumating: para makasiguro, tawagan kami sa ${PHONE.display}, o ipadala itong muli.`,
        unconfirmed: (time: string) =>
          `Ipinadala ang kahilingang ito nang ${time}, at wala pang nagsasabi sa amin na nakarating ito sa opisina. Tawagan kami sa ${PHONE.display} para matiyak, o ipadala itong muli.`,
        reachedOffice: (time: string) => `Ipinadala ang kahilingang ito nang ${time} at nakarating na sa opisina: hindi na kailangang ipadala itong muli.`,
        sendAgain: 'Ipadalang Muli',
        startNew: 'Magsimula ng Bagong Kahilingan',
        // The office's clock (Toronto), named as the site names it in English and French.
        clock: (hours: number, minutes: number) => `${intlClock('fil-PH')(hours, minutes)} (oras sa Toronto)`,
      },
      blankField: 'Pakisulat ang inyong sagot: hindi sapat ang mga espasyo lamang.',
      phoneNumber: 'Pakisulat ang numero ng telepono na may 10 digit, halimbawa 905-555-0142.',
      purpose: {
        text: 'Ginagamit lang namin ang mga detalyeng ito para sagutin ang inyong kahilingan at ayusin ang pag-aalaga o ang susunod na hakbang. Hindi namin ito ibinebenta kailanman.',
        linkLabel: 'Basahin ang aming patakaran sa privacy (sa Ingles)',
        privacyPath: LEGAL_PATHS.privacyPolicy,
      },
      submitting: { sending: 'Ipinapadala...', submitting: 'Ipinapadala...', subscribing: 'Isinasama...' },
      browser: {
        valueMissing: {
          text: 'Pakipunan ang field na ito.',
          checkbox: 'Pakilagyan ng tsek ang kahong ito para magpatuloy.',
          radio: 'Pakipili ang isa sa mga ito.',
          select: 'Pakipili ang isa sa listahan.',
          file: 'Pakipili ang isang file.',
        },
        typeMismatch: {
          email: 'Pakisulat ang buong e-mail address, halimbawa pangalan@example.ca.',
          url: 'Pakisulat ang buong web address, halimbawa https://example.ca.',
        },
        badInput: 'Pakisulat ang tamang halaga.',
        rangeUnderflow: 'Pakipili ang mas malaking halaga o mas huling petsa.',
        rangeOverflow: 'Pakipili ang mas maliit na halaga o mas maagang petsa.',
        other: 'Pakisuri ang field na ito: hindi tinanggap ang halaga nito.',
      },
    },
    thanks: {
      heading: 'Salamat po. Tatawagan namin kayo.',
      body: 'Tatawagan kayo ng isang care coordinator sa loob ng isang araw ng trabaho. Naitala namin ang wikang gusto ninyong gamitin sa tawag.',
      callNow: `Gusto ninyong makausap kami agad? Tumawag sa ${PHONE.display}.`,
      back: 'Bumalik sa pahina',
    },
  },
  serviceType: 'Pag-aalaga sa nakatatanda sa sariling tahanan ng mga caregiver na nagsasalita ng Tagalog',
} as const satisfies LanguagePageWords;
