/**
 * One layout for both legal pages: a header with the title and date, an "On this page" table of contents
 * (a sticky sidebar on large screens), an optional boxed quick summary, and the numbered sections in a
 * 720 px reading column.
 */
import { ArrowRight, ChevronDown, FileText, ListOrdered, Mail } from "lucide-react";
import type { SiteIdentity } from "../../content/identity.ts";
import { fillParts } from "../../shared/copy-template.ts";
import { legalParagraph, legalText } from "./legal-text.ts";
import type { Inline, LegalBlock, LegalDocument, LegalListItem, Paragraph } from "./types.ts";

const grid = "grid gap-10 lg:grid-cols-[240px_minmax(0,720px)] lg:justify-center lg:gap-16";

function InlineText({ text }: { text: Paragraph }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part: Inline, i) =>
        typeof part === "string" ? (
          <span key={i}>{part}</span>
        ) : (
          <a key={i} href={part.href} className="text-link break-words underline decoration-brand-300 underline-offset-4">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

function Item({ item, identity }: { item: LegalListItem; identity: SiteIdentity }) {
  if (!item.term)
    return (
      <li>
        <InlineText text={legalParagraph(item.text, identity)} />
      </li>
    );
  return (
    <li>
      <strong className="font-semibold text-slate-900">{legalText(item.term, identity)}</strong> <InlineText text={legalParagraph(item.text, identity)} />
    </li>
  );
}

/** A block draws what it holds, in this order; each block of the defaults holds one part. */
function Block({ block, identity }: { block: LegalBlock; identity: SiteIdentity }) {
  return (
    <>
      {block.h3 ? <h3 className="mt-8 text-lg font-bold text-slate-900">{legalText(block.h3, identity)}</h3> : null}
      {block.text ? (
        <p className="mt-4 text-[17px] leading-[1.75] text-slate-700">
          <InlineText text={legalParagraph(block.text, identity)} />
        </p>
      ) : null}
      {block.list?.length ? (
        <ul className="mt-4 list-disc space-y-2.5 pl-6 text-[17px] leading-[1.7] text-slate-700 marker:text-brand-500">
          {block.list.map((item, i) => (
            <Item key={i} item={item} identity={identity} />
          ))}
        </ul>
      ) : null}
      {block.note ? (
        <p className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-5 text-[15px] leading-[1.7] text-slate-700">
          <InlineText text={legalParagraph(block.note, identity)} />
        </p>
      ) : null}
    </>
  );
}

function TocList({ doc, identity }: { doc: LegalDocument; identity: SiteIdentity }) {
  return (
    <ol className="m-0 list-none space-y-0.5 p-0">
      {doc.sections.map((section, i) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="keyboard-focus flex gap-2 rounded-lg px-2 py-1.5 text-[15px] leading-snug text-slate-600 no-underline transition-colors hover:bg-brand-50 hover:text-brand-700"
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{i + 1}.</span>
            <span>{legalText(section.heading, identity)}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Large screens: a sticky sidebar. */
function SidebarToc({ doc, identity }: { doc: LegalDocument; identity: SiteIdentity }) {
  return (
    <nav aria-labelledby="toc-title" className="hidden self-start lg:sticky lg:top-28 lg:block">
      <p id="toc-title" className="eyebrow m-0 mb-3">
        {doc.contents.title}
      </p>
      <div className="-mx-2">
        <TocList doc={doc} identity={identity} />
      </div>
    </nav>
  );
}

/** Small screens: a disclosure that stays out of the way until opened (no JavaScript needed). */
function CollapsibleToc({ doc, identity }: { doc: LegalDocument; identity: SiteIdentity }) {
  return (
    <details className="group mb-8 rounded-2xl border border-slate-200 bg-white shadow-sm lg:hidden">
      <summary className="keyboard-focus flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <ListOrdered aria-hidden="true" size={18} strokeWidth={2} className="text-brand-600" />
          {doc.contents.title}
          <span className="font-normal text-slate-500">{fillParts(doc.contents.count, { count: doc.sections.length })}</span>
        </span>
        <ChevronDown aria-hidden="true" size={20} strokeWidth={2} className="shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <nav aria-label={doc.contents.title} className="border-t border-slate-100 px-3 pb-4 pt-2">
        <TocList doc={doc} identity={identity} />
      </nav>
    </details>
  );
}

/** The whole document is one article, its h1 in the header band, so the article is named by its own heading. */
export function LegalDocumentView({ doc, identity }: { doc: LegalDocument; identity: SiteIdentity }) {
  const { header, closing } = doc;
  return (
    <article>
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className={`page-container py-12 md:py-16 ${grid}`}>
          <div className="hidden lg:block" />
          <div>
            <p className="eyebrow mb-3 flex items-center gap-2">
              <FileText aria-hidden="true" size={16} strokeWidth={2} />
              {header.eyebrow}
            </p>
            <h1 className="text-4xl md:text-5xl">{header.title}</h1>
            <p className="mt-4 text-base font-medium text-slate-600">
              {header.dateLabel}: <time dateTime={header.dateTime}>{header.date}</time>
            </p>
          </div>
        </div>
      </header>
      <div className={`page-container pb-20 pt-8 md:pb-24 md:pt-14 ${grid}`}>
        <SidebarToc doc={doc} identity={identity} />
        <div className="min-w-0" data-legal-body="">
          <CollapsibleToc doc={doc} identity={identity} />
          {doc.intro.map((text, i) => (
            <p key={i} className={`${i === 0 ? "text-lg leading-[1.75] text-slate-700 md:text-xl md:leading-[1.7]" : "mt-4 text-[17px] leading-[1.75] text-slate-700"}`}>
              <InlineText text={legalParagraph(text, identity)} />
            </p>
          ))}
          {doc.summary ? (
            <div className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-6 md:p-8" data-testid="legal-summary">
              <h2 className="text-xl md:text-2xl">{doc.summary.title}</h2>
              <ul className="m-0 mt-4 list-none space-y-3 p-0">
                {doc.summary.items.map((item) => (
                  <li key={item} className="flex gap-3 text-base leading-relaxed text-slate-800">
                    <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
                    <span>
                      <InlineText text={legalParagraph(item, identity)} />
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-brand-200 pt-4 text-sm text-slate-600">
                <InlineText text={legalParagraph(doc.summary.note, identity)} />
              </p>
            </div>
          ) : null}
          {doc.sections.map((section, i) => (
            <section key={section.id} id={section.id} className="mt-12 border-t border-slate-200 pt-10 first-of-type:mt-10" data-legal-section="">
              <h2 className="text-2xl md:text-[1.75rem]">
                <span className="mr-1 tabular-nums text-brand-600">{i + 1}.</span> {legalText(section.heading, identity)}
              </h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} identity={identity} />
              ))}
            </section>
          ))}
          <div className="mt-14 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="m-0 flex items-center gap-3 text-base text-slate-700">
              <Mail aria-hidden="true" size={20} strokeWidth={2} className="shrink-0 text-brand-600" />
              <span>
                {closing.questions}{" "}
                <a href={`mailto:${identity.supportEmail}`} className="text-link break-all underline decoration-brand-300 underline-offset-4">
                  {identity.supportEmail}
                </a>
              </span>
            </p>
            <a href={closing.related.href} className="text-link inline-flex shrink-0 items-center gap-1.5 no-underline">
              {closing.related.label}
              <ArrowRight aria-hidden="true" size={16} strokeWidth={2} />
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
