/**
 * What a visitor typed, made safe and small before any SQL sees it: control characters (NUL included) and
 * every full-text operator dropped — only runs of letters and digits survive, so the tsquery text built here is
 * always valid — at most SEARCH_QUERY_MAX_CHARS characters and MAX_WORDS words. All words must match; the last is
 * also a prefix (the visitor may still be typing it).
 */

import { SEARCH_QUERY_MAX_CHARS } from "../shared/search.ts";

export const MAX_WORDS = 8;
const MAX_WORD_CHARS = 40;
/** A prefix this short would match a large share of the index: shorter last words must match whole. */
const MIN_PREFIX_CHARS = 2;

export interface SearchTerms {
  /** The words, lower-case, joined by one space: the normalised query (cache key, "Results for …"). */
  key: string;
  words: string[];
  /** tsquery text for to_tsquery('english'): every word but the last, ANDed ('' when there is one word). */
  head: string;
  /** tsquery text for to_tsquery('english'): the last word as a prefix, or a shorter form of it (see below). */
  lastEnglish: string;
  /** tsquery text for to_tsquery('simple'): the last word as an unstemmed prefix. */
  lastSimple: string;
}

/** What is left of the raw text for showing back ("You searched for …"): trimmed, capped, no control characters. */
export function displayQuery(raw: string): string {
  return raw
    .slice(0, SEARCH_QUERY_MAX_CHARS * 4)
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX_CHARS);
}

const quoted = (word: string) => `'${word}'`;

/**
 * The stored documents hold English stems ("marketing" is 'market'), so a prefix longer than its word's stem
 * ("marketi") matches nothing as a prefix: one and two letters shorter, whole, catch most English endings.
 */
function lastWordAlternatives(word: string): string {
  if (word.length < MIN_PREFIX_CHARS) return quoted(word);
  const shorter = [1, 2].map((cut) => word.slice(0, word.length - cut)).filter((stem) => stem.length >= 4);
  return [`${quoted(word)}:*`, ...shorter.map(quoted)].join(" | ");
}

/**
 * The search terms in `raw`, or undefined when it holds no word to search for.
 * @example parseSearchQuery("Review  replies!")?.head // "'review'"
 * @example parseSearchQuery("a & b | !c:*")?.words // ["a", "b", "c"]
 */
export function parseSearchQuery(raw: string | undefined): SearchTerms | undefined {
  if (raw === undefined) return undefined;
  const found =
    displayQuery(raw)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = [...new Set(found.map((word) => word.slice(0, MAX_WORD_CHARS)))].slice(0, MAX_WORDS);
  const last = words.at(-1);
  if (last === undefined) return undefined;
  return {
    key: words.join(" "),
    words,
    head: words.slice(0, -1).map(quoted).join(" & "),
    lastEnglish: lastWordAlternatives(last),
    lastSimple: last.length < MIN_PREFIX_CHARS ? quoted(last) : `${quoted(last)}:*`,
  };
}
