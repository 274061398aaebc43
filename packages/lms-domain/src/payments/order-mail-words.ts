// The words of the purchase and refund e-mails in each language the site ships (lms-core's SITE_LANGUAGES). The
// amounts, dates and the course's title are put in by order-mails.ts, already formatted for the language.
import type { SiteLanguage } from '@lms/core';
import type { OrderRow } from './order-mapping';

type Provider = OrderRow['provider'];

export interface OrderMailWords {
  /** Text direction of the language, for the HTML part. */
  dir: 'ltr' | 'rtl';
  /** Between a label and its value in the plain text ("Total paid: ..."; French puts a space before the colon). */
  colon: string;
  hello: (name: string | null) => string;
  paid: {
    subject: (course: string) => string;
    intro: (course: string) => string;
    start: string;
  };
  refunded: {
    subject: (course: string) => string;
    intro: (course: string, amount: string) => string;
    /** A free order (a 100 % coupon) moved no money: only the enrolment ends. */
    introFree: (course: string) => string;
    ended: string;
    /** Only when a card was charged (Stripe). */
    cardDelay: string;
  };
  facts: {
    order: string;
    date: string;
    price: string;
    discount: (code: string | null) => string;
    total: string;
    refunded: string;
    method: string;
  };
  provider: Record<Provider, string>;
  purchases: string;
  /** The last line: why the mail came, and that a reply does not reach anyone. */
  footer: (site: string) => string;
}

const en: OrderMailWords = {
  dir: 'ltr',
  colon: ': ',
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  paid: {
    subject: (course) => `Your receipt for “${course}”`,
    intro: (course) => `Thank you for your purchase. You are enrolled in “${course}”.`,
    start: 'Start learning',
  },
  refunded: {
    subject: (course) => `Your refund for “${course}”`,
    intro: (course, amount) => `We refunded ${amount} for “${course}”.`,
    introFree: (course) => `Your order for “${course}” was cancelled. It cost nothing, so no money moves.`,
    ended: 'Your enrolment has ended; your progress is kept if you enrol again.',
    cardDelay: 'A card refund usually reaches your account within 5 to 10 working days.',
  },
  facts: {
    order: 'Order number',
    date: 'Date',
    price: 'Price',
    discount: (code) => (code ? `Coupon ${code}` : 'Discount'),
    total: 'Total paid',
    refunded: 'Refunded',
    method: 'Payment',
  },
  provider: {
    none: 'No payment needed',
    sandbox: 'Test payment (sandbox, no money moved)',
    stripe: 'Card, through Stripe',
  },
  purchases: 'Your purchases and receipts',
  footer: (site) => `You receive this e-mail because of an order on ${site}. Replies to it are not read.`,
};

const fr: OrderMailWords = {
  dir: 'ltr',
  colon: '\u00a0: ',
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  paid: {
    subject: (course) => `Votre reçu pour « ${course} »`,
    intro: (course) => `Merci pour votre achat. Vous êtes inscrit(e) à « ${course} ».`,
    start: 'Commencer',
  },
  refunded: {
    subject: (course) => `Votre remboursement pour « ${course} »`,
    intro: (course, amount) => `Nous vous avons remboursé ${amount} pour « ${course} ».`,
    introFree: (course) =>
      `Votre commande pour « ${course} » a été annulée. Elle était gratuite : aucun argent n’est versé.`,
    ended: 'Votre inscription a pris fin ; votre progression est conservée si vous vous inscrivez à nouveau.',
    cardDelay: 'Un remboursement par carte arrive en général sur votre compte sous 5 à 10 jours ouvrés.',
  },
  facts: {
    order: 'Numéro de commande',
    date: 'Date',
    price: 'Prix',
    discount: (code) => (code ? `Code promo ${code}` : 'Remise'),
    total: 'Total payé',
    refunded: 'Remboursé',
    method: 'Paiement',
  },
  provider: {
    none: 'Aucun paiement nécessaire',
    sandbox: 'Paiement de test (bac à sable, aucun argent versé)',
    stripe: 'Carte, via Stripe',
  },
  purchases: 'Vos achats et reçus',
  footer: (site) =>
    `Vous recevez cet e-mail à la suite d’une commande sur ${site}. Les réponses à ce message ne sont pas lues.`,
};

const ar: OrderMailWords = {
  dir: 'rtl',
  colon: ': ',
  hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
  paid: {
    subject: (course) => `إيصال شرائك: «${course}»`,
    intro: (course) => `شكرًا لك على الشراء. أنت الآن مسجَّل في «${course}».`,
    start: 'ابدأ التعلّم',
  },
  refunded: {
    subject: (course) => `استرداد مبلغ «${course}»`,
    intro: (course, amount) => `رددنا إليك ${amount} عن «${course}».`,
    introFree: (course) => `أُلغي طلبك لـ «${course}». كان مجانيًا، لذا لا تُرَدّ أي أموال.`,
    ended: 'انتهى تسجيلك، ويُحفظ تقدّمك إن سجّلت مجددًا.',
    cardDelay: 'يصل المبلغ المسترد إلى بطاقتك عادةً خلال 5 إلى 10 أيام عمل.',
  },
  facts: {
    order: 'رقم الطلب',
    date: 'التاريخ',
    price: 'السعر',
    discount: (code) => (code ? `القسيمة ${code}` : 'الخصم'),
    total: 'المبلغ المدفوع',
    refunded: 'المبلغ المسترد',
    method: 'طريقة الدفع',
  },
  provider: {
    none: 'لا حاجة إلى الدفع',
    sandbox: 'دفع تجريبي (بيئة اختبار، لم تُنقل أي أموال)',
    stripe: 'بطاقة، عبر Stripe',
  },
  purchases: 'مشترياتك وإيصالاتك',
  footer: (site) => `وصلتك هذه الرسالة بسبب طلب على ${site}. لا تُقرأ الردود عليها.`,
};

export const ORDER_MAIL_WORDS: Record<SiteLanguage, OrderMailWords> = { 'en-US': en, 'fr-FR': fr, ar };
