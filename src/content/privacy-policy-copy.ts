/**
 * The Privacy Policy: last updated December 2024, twelve sections.
 * Plain-language policy text for a US-based provider of AI tools for small businesses.
 */
import type { LegalDocument } from "../components/legal/types.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import { contactUsSection, legalBlockTitles, legalPageWords } from "./legal-contact.ts";

/**
 * The policy as copy: `{name}`, `{legalName}`, `{supportEmail}` and `{supportPhone}` are the site identity's.
 * @example privacyPolicy.sections.length // 12
 */
export const privacyPolicy: LegalDocument = {
  page: {
    title: "Privacy Policy",
    description: "How BiziAgent collects, uses, shares and protects your information: what we collect, cookies, your privacy rights, data retention and how to contact us.",
  },
  header: { eyebrow: legalPageWords.eyebrow, title: "Privacy Policy", dateLabel: "Last updated", date: "December 2024", dateTime: "2024-12" },
  contents: { ...legalPageWords.contents },
  intro: [
    "{legalName} (“{name}”, “we”, “us” or “our”) builds AI tools for small and medium businesses: an AI receptionist for calls, texts and chats, local search and review management, and a free Business App and Business Scan. This Privacy Policy explains what information we collect when you visit our website or ask us for help, how we use it, who we share it with and the choices you have.",
    "We have tried to write it in plain English. If anything is unclear, please ask us — the contact details are at the end.",
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      blocks: [
        { text: "We collect only what we need to answer you and to run our services. That falls into three groups." },
        { h3: "Information you give us" },
        {
          list: [
            {
              term: "When you use “Find Out What I Need”:",
              text: "your business type, your main challenge, your goals, how you would like us to contact you (a call or an e-mail), your first and last name, your e-mail address and, if you choose to give them, your phone number and business name.",
            },
            { term: "When you contact us", text: "by e-mail or phone: your name, contact details and whatever you tell us in your message or call." },
            { term: "When you request a Business Scan:", text: "the details of your business needed to run it, such as its name, address, phone number and website." },
          ],
        },
        { h3: "Information collected automatically" },
        {
          text: "Like almost every website, our servers record basic technical information with each request: your IP address, browser and device type, the page requested, the referring page, and the date and time. We use it to deliver the site, keep it secure and fix problems. We also count visits to our pages ourselves, without cookies or any storage in your browser: each page reports its address, the site that linked to it, any campaign tags in its link and the width of your screen, and we keep only daily totals. To count a visitor once a day we combine your IP address and browser with a random value that is replaced and deleted every day; the result is kept for less than a day and never with the totals. We do not use third-party analytics or advertising trackers on this website.",
        },
        { h3: "Information from other sources" },
        {
          text: "To prepare a Business Scan or recommend services, we may look at publicly available information about your business, such as its online listings, Google Business Profile, reviews and ratings, and where it appears in local search results.",
        },
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Your Information",
      blocks: [
        { text: "We use the information described above to:" },
        {
          list: [
            { text: "respond to your request, recommend the tools that fit your business and schedule the call or send the information you asked for;" },
            { text: "prepare your free Business Scan and explain its results;" },
            { text: "provide, maintain and support the services you sign up for;" },
            { text: "send service messages, such as replies, confirmations and important notices;" },
            { text: "send occasional news and offers about our services, only where the law allows it — you can unsubscribe at any time with the link in every e-mail;" },
            { text: "keep our website and services secure, prevent fraud and abuse, and fix errors;" },
            { text: "improve our website, content and services; and" },
            { text: "meet our legal obligations and enforce our terms." },
          ],
        },
        {
          text: "We do not sell your personal information, and we do not use it to make decisions about you that have legal or similarly significant effects based solely on automated processing.",
        },
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal Bases for Processing",
      blocks: [
        { text: "We are based in the United States. Where laws such as the EU or UK General Data Protection Regulation apply to you, we rely on the following legal bases:" },
        {
          list: [
            { term: "Contract:", text: "to take the steps you ask for before signing up, and to provide the services you use." },
            {
              term: "Legitimate interests:",
              text: "to answer enquiries, run and secure our website, improve our services and market them to business customers, balanced against your rights.",
            },
            {
              term: "Consent:",
              text: "where we ask for it, for example for certain marketing messages. You can withdraw consent at any time without affecting earlier processing.",
            },
            { term: "Legal obligation:", text: "where we must keep or disclose information by law, for example tax and accounting records." },
          ],
        },
      ],
    },
    {
      id: "disclosure",
      heading: "How We Share and Disclose Information",
      blocks: [
        { text: "We share personal information only as described here:" },
        {
          list: [
            {
              term: "Service providers",
              text: "who work on our behalf under contract and only on our instructions: website hosting and databases, e-mail delivery, telephone and SMS services, and customer support tools.",
            },
            {
              term: "Our Business App and Solutions Store platform.",
              text: "Sign-up, sign-in, the Free Business App and the Solutions Store run on an external platform operated by our technology partner. Information you enter there is processed by that platform to provide the service, under this policy and the partner’s own privacy notice.",
            },
            { term: "Professional advisers", text: "such as lawyers, accountants and insurers, where needed." },
            {
              term: "Legal and safety reasons:",
              text: "when the law requires it, to respond to valid legal process, or to protect the rights, property or safety of our customers, the public or us.",
            },
            {
              term: "Business transfers:",
              text: "if we are involved in a merger, acquisition or sale of assets, your information may transfer to the new owner, who must respect this policy.",
            },
            { term: "With your consent", text: "or at your direction." },
          ],
        },
        { text: "We do not sell personal information and do not share it for cross-context behavioral advertising, as those terms are defined by US state privacy laws." },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and Similar Technologies",
      blocks: [
        {
          text: "Our website uses a single cookie, and only when it is strictly necessary: a session cookie that keeps our administrator signed in to the site’s admin dashboard. It is set only after an administrator signs in, cannot be read by scripts, and expires when they sign out or after a period of inactivity. Ordinary visitors receive no cookies from us.",
        },
        { text: "We do not use advertising, analytics or social-media tracking cookies, and we do not allow third parties to place tracking pixels on our pages." },
        {
          text: "Other sites you reach from ours — the Business App and sign-in pages, the Solutions Store shown in a frame, and social networks — may set their own cookies under their own policies. You can block or delete cookies in your browser settings at any time.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your Rights and Choices",
      blocks: [
        { text: "Depending on where you live, you may have the right to:" },
        {
          list: [
            { text: "know what personal information we hold about you and get a copy of it;" },
            { text: "correct information that is inaccurate or incomplete;" },
            { text: "delete your information;" },
            { text: "receive your information in a portable format;" },
            { text: "object to or restrict certain processing, including direct marketing;" },
            { text: "withdraw consent you have given; and" },
            { text: "opt out of the sale or sharing of personal information (we do neither)." },
          ],
        },
        {
          text: "To use any of these rights, e-mail us at {supportEmail}. We will confirm your request, may need to verify your identity, and will respond within the time the law requires (usually 30 to 45 days). You can use an authorized agent, and you can appeal a decision by replying to ours. We will never treat you differently for using your rights.",
        },
        { text: "You can unsubscribe from marketing e-mails with the link in each message, and from text messages by replying STOP." },
      ],
    },
    {
      id: "security",
      heading: "How We Protect Your Information",
      blocks: [
        {
          text: "We use administrative, technical and physical safeguards appropriate to the information we hold, including encryption in transit (HTTPS), hashed passwords, access limited to the people who need it, and security updates for the systems we run.",
        },
        {
          text: "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a breach that affects your personal information, we will notify you and the authorities as the law requires.",
        },
      ],
    },
    {
      id: "data-retention",
      heading: "Data Retention",
      blocks: [
        { text: "We keep personal information only as long as we need it for the purposes in this policy:" },
        {
          list: [
            { text: "Enquiries from “Find Out What I Need” and the Business Scan: up to 24 months after our last contact with you, unless you become a customer." },
            { text: "Customer records: for as long as you use our services, then as long as needed for tax, accounting and legal purposes (typically up to 7 years)." },
            { text: "Server logs: a few weeks, unless we need them longer to investigate a security incident." },
          ],
        },
        { text: "When information is no longer needed, we delete or anonymize it. You can ask us to delete your information sooner at any time." },
      ],
    },
    {
      id: "international-transfers",
      heading: "International Data Transfers",
      blocks: [
        {
          text: "We are based in the United States, and our service providers store and process information in the United States and possibly other countries. Those countries may have data protection laws that differ from those where you live.",
        },
        {
          text: "When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we rely on recognized safeguards such as the European Commission’s Standard Contractual Clauses or an adequacy decision, and we require our providers to protect it as this policy describes.",
        },
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children’s Privacy",
      blocks: [
        {
          text: "Our website and services are made for businesses and are not directed to children. They are not for anyone under 13, and we do not knowingly collect personal information from children under 13.",
        },
        { text: "If you believe a child under 13 has given us personal information, please contact us at {supportEmail} and we will delete it promptly." },
      ],
    },
    {
      id: "changes",
      heading: "Changes to This Policy",
      blocks: [
        {
          text: "We may update this Privacy Policy as our services or the law change. We will post the new version on this page and change the “Last updated” date at the top. If a change is significant, we will tell you more prominently, for example with a notice on our website or by e-mail.",
        },
      ],
    },
    contactUsSection(
      "If you have questions about this policy or how we handle your information, or want to use your privacy rights, contact us:",
      "We aim to reply within one business day.",
    ),
  ],
  closing: { questions: legalPageWords.questions, related: { label: "Read our Terms of Service", href: "/terms-of-service" } },
};

/** The policy as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const privacyPolicyCopy = defineCopy({
  key: "privacy-policy",
  title: "Privacy Policy",
  group: "Legal",
  previewPath: "/privacy-policy",
  defaults: privacyPolicy,
  blockTitles: legalBlockTitles,
});
