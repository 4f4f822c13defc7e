/**
 * The price book's words as the wizard shows them, in the page's language (issue 41, decision 0329):
 * service, add-on and promotion names, size questions and sizes, each its Spanish version on a Spanish
 * page when the owner wrote one. Only what is shown changes: the form, the choices and the captures keep
 * the English names, which are the keys the quote, the lead's row and the owner's pages use.
 */
import { useMemo } from 'react';
import {
  bookNameIn,
  bookQuestionIn,
  bookSizeIn,
  questionIn,
  tierLabelIn,
  type Language,
  type NotifyParams,
  type PriceBook,
  type ServicePrice,
} from '@pw/funnel';
import { useLanguage } from '../shared/i18n';

type SizeQuestion = NonNullable<ServicePrice['size']>;

export interface BookNames {
  /** A service, add-on or promotion by its English name (as the form and a quote carry it). */
  name: (english: string) => string;
  /** A service's size question. */
  question: (size: SizeQuestion) => string;
  /** One of a size question's sizes. */
  tier: (tier: SizeQuestion['tiers'][number]) => string;
  /** A quote line's size, by its service's and its own English names. */
  size: (service: string, label: string) => string;
}

/** The English words as written: the owner's book on an English page, and what a screen shows by default. */
export const ENGLISH_NAMES: BookNames = {
  name: (english) => english,
  question: (size) => size.question,
  tier: (tier) => tier.label,
  size: (_service, label) => label,
};

/** The book's words in `language`. */
function bookNames(book: PriceBook, language: Language): BookNames {
  if (language === 'en') return ENGLISH_NAMES;
  return {
    name: (english) => bookNameIn(book, english, language),
    question: (size) => questionIn(size, language),
    tier: (tier) => tierLabelIn(tier, language),
    size: (service, label) => bookSizeIn(book, service, label, language),
  };
}

/** The book's words in the page's language. */
export function useBookNames(book: PriceBook): BookNames {
  const language = useLanguage();
  return useMemo(() => bookNames(book, language), [book, language]);
}

/**
 * A chart's notice with the size question it names (`notice.size.question`'s `question`, the book's
 * English) asked as the book asks it in `language`: the toast is said outside the screens (decision 0324).
 */
export function noticeInLanguage(params: NotifyParams, book: PriceBook, language: Language): NotifyParams {
  const question = params.values?.question;
  if (typeof question !== 'string' || language === 'en') return params;
  return { ...params, values: { ...params.values, question: bookQuestionIn(book, question, language) } };
}
