/** A question and its answer: used by the FAQ island and by the FAQPage structured data. */
export interface FaqItem {
  question: string;
  answer: string;
}
