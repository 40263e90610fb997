/**
 * The call to action at the end of a post: which one a post gets (the first rule its category or tags
 * match, read top to bottom from src/content/post-calls-to-action.ts), the funnel address it opens with the
 * answers that topic implies, and reading those answers back out of the address in the funnel.
 *
 * The address names the answers themselves (`?businessType=…&painPoint=…&goals=…`), not the rule: the
 * cached home page is the same for everyone, and a link someone shared keeps meaning what it said after the
 * rules are edited. `from` names the post, so the funnel analytics can count the posts that opened it.
 */
import { type BusinessType, businessTypes, type Goal, goalOptions, type PainPoint, painPoints } from "./lead-options.ts";
import { SOURCE_FIELD_MAX } from "./lead-pipeline.ts";
import { isSlug } from "./slugify.ts";

/** The funnel answers a topic implies: chosen in advance, open to change (like a plan's implied answer). */
export interface TopicAnswers {
  businessType?: BusinessType;
  painPoint?: PainPoint;
  goals?: Goal;
}

export interface PostCallToActionCopy {
  heading: string;
  text: string;
  button: string;
}

export interface PostCallToActionRule extends PostCallToActionCopy {
  /** Matches a post in one of these categories or with one of these tags (slugs); both empty never matches. */
  when: { categories?: readonly string[]; tags?: readonly string[] };
  answers: TopicAnswers;
}

export interface PostCallToActionRules {
  rules: readonly PostCallToActionRule[];
  /** For a post no rule matches: the funnel from its first question, no answer chosen. */
  fallback: PostCallToActionCopy;
}

/** What a post's end shows: the copy and the funnel address. */
export interface PostCallToAction extends PostCallToActionCopy {
  href: string;
  answers: TopicAnswers;
}

/** The query parameter naming the post whose call to action opened the funnel. */
export const FROM_POST_PARAM = "from";

const ANSWER_OPTIONS = { businessType: businessTypes, painPoint: painPoints, goals: goalOptions } as const;
const ANSWER_NAMES = Object.keys(ANSWER_OPTIONS) as (keyof TopicAnswers)[];

function matches(rule: PostCallToActionRule, categorySlug: string | null, tagSlugs: readonly string[]): boolean {
  return (categorySlug !== null && (rule.when.categories ?? []).includes(categorySlug)) || (rule.when.tags ?? []).some((tag) => tagSlugs.includes(tag));
}

/**
 * The funnel's address for a post's call to action.
 * @example funnelHrefForPost("five-tips", { painPoint: "missed-calls" }) // "/?funnel=true&painPoint=missed-calls&from=five-tips"
 */
export function funnelHrefForPost(postSlug: string, answers: TopicAnswers): string {
  const query = new URLSearchParams({ funnel: "true" });
  for (const name of ANSWER_NAMES) {
    const value = answers[name];
    if (value) query.set(name, value);
  }
  query.set(FROM_POST_PARAM, postSlug);
  return `/?${query.toString()}`;
}

/**
 * The call to action for a post: the first rule its category or one of its tags matches, else the fallback.
 * @example postCallToAction(rules, { slug: "a", category: { slug: "local-seo" }, tags: [] }).answers.painPoint // "google-visibility"
 */
export function postCallToAction(content: PostCallToActionRules, post: { slug: string; category: { slug: string } | null; tags: readonly { slug: string }[] }): PostCallToAction {
  const tagSlugs = post.tags.map((tag) => tag.slug);
  const rule = content.rules.find((r) => matches(r, post.category?.slug ?? null, tagSlugs));
  const answers = rule?.answers ?? {};
  const { heading, text, button } = rule ?? content.fallback;
  return { heading, text, button, answers, href: funnelHrefForPost(post.slug, answers) };
}

/**
 * The answers and the post an address carries, each only when it is one the funnel knows (anything else is
 * ignored, never an error): what the funnel reads on the page load a call to action opened.
 * @example funnelEntryFrom(new URLSearchParams("painPoint=missed-calls&goals=nope&from=a")) // { answers: { painPoint: "missed-calls" }, fromPost: "a" }
 */
export function funnelEntryFrom(query: URLSearchParams): { answers: TopicAnswers; fromPost: string | null } {
  const answers: TopicAnswers = {};
  for (const name of ANSWER_NAMES) {
    const value = query.get(name);
    if (value !== null && (ANSWER_OPTIONS[name] as readonly string[]).includes(value)) Object.assign(answers, { [name]: value });
  }
  return { answers, fromPost: postSlugOf(query.get(FROM_POST_PARAM)) };
}

/** The parameters funnelEntryFrom reads, for taking them out of the address once read. */
export const FUNNEL_ENTRY_PARAMS = [...ANSWER_NAMES, FROM_POST_PARAM] as const;

/**
 * A post slug as the funnel analytics counts it: what the slug rule allows, at most SOURCE_FIELD_MAX characters; else null.
 * @example postSlugOf("Five-Tips") // null
 */
export function postSlugOf(value: unknown): string | null {
  return typeof value === "string" && value.length <= SOURCE_FIELD_MAX && isSlug(value) ? value : null;
}
