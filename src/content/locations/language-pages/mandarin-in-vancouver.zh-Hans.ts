import { SERVICE_AREA } from '../../service-area';
import { LIMITS, PHONE } from '../../site';
import { intlClock } from './intl-clock';
import { LEGAL_PATHS } from '../../pages/legal-paths';
import type { LanguagePageWords } from '../types';

/**
 * /care/mandarin-in-vancouver in Mandarin, simplified characters (decision 0051): the facts of its
 * English twin (./mandarin-in-vancouver.en.ts), in the words Vancouver's Mandarin-speaking families
 * use for care: 居家护理, 护理员 (with PSW as it is said), 失智症 rather than the older 老年痴呆.
 */
export const MANDARIN_IN_VANCOUVER_ZH = {
  lang: 'zh-Hans',
  dir: 'ltr',
  title: '温哥华讲普通话的居家护理员 | Maple Hearth Home Care',
  description: `为温哥华长者配对讲普通话的护理员（PSW），兼顾语言、饮食和家庭习惯。先预约免费咨询，护理最快可在${LIMITS.careStartHours}小时内开始。`,
  crumbs: { home: '首页', locations: '服务城市', page: '温哥华普通话护理员' },
  eyebrow: '普通话 · 温哥华',
  hero: {
    headline: '温哥华讲普通话的居家护理员',
    lead: '我们讲普通话的护理员（PSW）帮助温哥华的长者在家中安心生活，照护中尊重家庭、熟悉的饭菜和日常的生活节奏。',
    cta: '与护理协调员通话',
  },
  heroImageAlt: '插图：一位护理员和一对华人老夫妇在花园里打太极拳，远处是群山',
  greeting: {
    heading: '护理员向您问好',
    text: '您好',
    lang: 'zh-Hans',
    dir: 'ltr',
    meaning: '“您”是对长辈的尊称，我们的护理员就是这样和您的父母打招呼的。',
  },
  serviceNote: `温哥华是我们的护理员在五个省份服务的${SERVICE_AREA.cityCount}个城市之一。`,
  cityLink: '进一步了解温哥华的长者居家护理（英文页面）',
  meaning: {
    heading: '讲普通话的护理员意味着什么',
    paragraphs: [
      '对温哥华讲普通话的长者来说，家的味道往往是早上的一碗粥、慢火炖上几个小时的汤，还有日历上圈出的春节和中秋节。会讲同一种语言的护理员能把这些家常菜做得地道，能给老人读中文报纸，也能陪他们在附近的公园散散步、打打太极拳。',
      '这也意味着在最要紧的时候被听懂。很多长者不好意思用英语开口求助，而失智症可能让后来学会的第二语言完全消失。讲普通话的护理员会耐心倾听老人对健康的担忧，温和地解释医生的嘱咐，并尊重家人商量、共同做决定的方式。',
    ],
  },
  matching: {
    heading: '我们如何为您配对护理员',
    steps: [
      {
        title: '第一次咨询免费',
        text: '我们与您的家人当面或视频见面，了解您父母的健康状况、生活习惯，以及他们希望居家护理带来哪些帮助。',
      },
      {
        title: '语言和背景',
        text: '我们会记下您的父母是否也讲粤语或家乡方言、习惯读简体字还是繁体字，以及有没有特别的饮食或养生习惯。',
      },
      {
        title: '先见面再开始',
        text: '第一次上班之前，我们推荐的护理员会先来和您的父母见面，最后由家人决定。',
      },
      {
        title: '照护随需调整',
        text: '护理开始后，协调员会经常回访，可以增加时数、调整日子，或重新安排配对。',
      },
    ],
    stepLabel: (n) => `第${n}步：`,
  },
  testimonial: {
    heading: '家属的话',
    quote: '我父亲以前和上一家机构的护理员几乎不说话。现在有了小林，他整个上午都用普通话和她聊天，饭也好好吃了，还会指点她的书法。我们全家都轻松了许多。',
    name: 'Wei',
    place: '温哥华 · 橡树岭（Oakridge）一位客户的儿子',
    rating: (stars) => `${stars}星（满分5星）`,
  },
  cta: {
    heading: '在温哥华申请讲普通话的护理员',
    text: '请告诉我们您家人的情况，以及他们最习惯讲哪种语言。护理协调员会在一个工作日内给您回电话。',
    call: `致电 ${PHONE.display}`,
  },
  callBack: {
    name: '您的姓名',
    phone: '电话号码',
    phoneHint: '10 位数字的号码，例如 604-555-0142。',
    bestTime: '方便接电话的时间',
    bestTimes: { Morning: '上午', Afternoon: '下午', Evening: '傍晚', 'Any time': '任何时间' },
    callbackLanguage: '希望我们用哪种语言给您回电',
    languages: { Mandarin: '普通话', English: '英语' },
    note: '还有什么想告诉我们的吗？（选填）',
    submit: '请给我回电',
    form: {
      invalidSummary: {
        title: '有些信息需要核对',
        lead: (count: number) => `请检查${count === 1 ? '这一项' : '以下各项'}：`,
        separator: '、',
        tail: (lastField: string) => `${/[。？！.?!]$/.test(lastField) ? '' : '。'}您填写的内容都还在。`,
      },
      characters: (count: number, max: number) => `${count} / ${max} 个字`,
      sent: {
        noAnswer: `我们尚未确认您的请求已送达办公室。它可能仍会送达：如需确认，请致电 ${PHONE.display}，或再次发送。`,
        unconfirmed: (time: string) => `此请求已于${time}发送，但我们尚未确认它已送达办公室。请致电 ${PHONE.display} 核实，或再次发送。`,
        reachedOffice: (time: string) => `此请求已于${time}发送，并已送达办公室：无需再次发送。`,
        sendAgain: '再次发送',
        startNew: '开始新的请求',
        // The office's clock (Toronto), named as the site names it in English and French.
        clock: (hours: number, minutes: number) => `多伦多时间${intlClock('zh-Hans-CN')(hours, minutes)}`,
      },
      blankField: '请填写您的回答：只有空格是不够的。',
      phoneNumber: '请填写 10 位数字的电话号码，例如 604-555-0142。',
      purpose: {
        text: '我们只用这些信息来回复您的请求、安排护理或后续跟进。我们绝不出售这些信息。',
        linkLabel: '阅读我们的隐私政策（英文）',
        privacyPath: LEGAL_PATHS.privacyPolicy,
      },
      submitting: { sending: '正在发送...', submitting: '正在发送...', subscribing: '正在订阅...' },
      browser: {
        valueMissing: {
          text: '请填写此项。',
          checkbox: '请勾选此框以继续。',
          radio: '请选择其中一项。',
          select: '请从列表中选择一项。',
          file: '请选择一个文件。',
        },
        typeMismatch: {
          email: '请填写完整的电子邮件地址，例如 name@example.ca。',
          url: '请填写完整的网址，例如 https://example.ca。',
        },
        badInput: '请填写有效的内容。',
        rangeUnderflow: '请选择更大的数值或更晚的日期。',
        rangeOverflow: '请选择更小的数值或更早的日期。',
        other: '请检查此项：填写的内容未被接受。',
      },
    },
    thanks: {
      heading: '谢谢您。我们会给您回电。',
      body: '护理协调员会在一个工作日内给您打电话。我们已记下您希望通话使用的语言。',
      callNow: `想早点通话？请致电 ${PHONE.display}。`,
      back: '返回本页',
    },
  },
  serviceType: '讲普通话护理员提供的长者居家护理',
} as const satisfies LanguagePageWords;
