/**
 * The Terms of Service: effective December 15, 2025, a quick summary, then fourteen sections
 * in order. Minimum age 18; liability capped at the last 12 months of payments; Wyoming law,
 * binding arbitration in Sheridan County, Wyoming.
 */
import type { LegalDocument } from "../components/legal/types.ts";
import { defineCopy } from "../site-copy/define-copy.ts";
import { contactUsSection, legalBlockTitles, legalPageWords } from "./legal-contact.ts";

/**
 * The terms as copy: `{name}`, `{legalName}`, `{supportEmail}` and `{supportPhone}` are the site identity's.
 * @example termsOfService.sections.length // 14
 */
export const termsOfService: LegalDocument = {
  page: {
    title: "Terms of Service",
    description: "The terms for using BiziAgent's website and AI tools: eligibility, subscriptions and renewals, acceptable use, AI output, liability and Wyoming arbitration.",
  },
  header: { eyebrow: legalPageWords.eyebrow, title: "Terms of Service", dateLabel: "Effective", date: "December 15, 2025", dateTime: "2025-12-15" },
  contents: { ...legalPageWords.contents },
  intro: [
    "These Terms of Service (the “Terms”) are an agreement between you and {legalName} (“{name}”, “we”, “us” or “our”). They apply to our website, the AI receptionist (chat, SMS and voice), Local Boost SEO, Trust Builder, the Solutions Store, the Free Business App, the Free Business Scan and any related services (together, the “Services”).",
    "By using the Services or signing up for a subscription, you agree to these Terms. If you accept them on behalf of a business, you confirm that you have the authority to bind that business, and “you” means the business. If you do not agree, please do not use the Services.",
  ],
  summary: {
    title: "Quick summary",
    items: [
      "You must be 18 or older and able to enter a binding contract.",
      "Subscriptions renew automatically, monthly or annually, until you cancel. Payments are non-refundable except where the law requires a refund.",
      "Use the Services lawfully: no spam, no unlawful calls or texts, no misleading reviews.",
      "You own your business content. We own the Services and license them to you.",
      "AI output can be inaccurate. Review what the AI says and writes on your behalf.",
      "Our liability is limited to the amount you paid us in the 12 months before a claim.",
      "Wyoming law applies, and disputes go to binding arbitration in Sheridan County, Wyoming.",
    ],
    note: "This summary is only a guide. The full Terms below are what apply.",
  },
  sections: [
    {
      id: "eligibility",
      heading: "Eligibility",
      blocks: [
        {
          text: "You must be at least 18 years old and able to form a binding contract to use the Services. The Services are made for businesses and professionals, not for personal, family or household use. By using them, you confirm that you meet these requirements.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          text: "Some Services, including the Free Business App, need an account, which you create on our Business App platform. You agree to give accurate, current and complete information and to keep it up to date.",
        },
        {
          text: "You are responsible for keeping your login details confidential and for everything that happens under your account, including the actions of people you invite. Tell us right away if you believe your account has been used without your permission.",
        },
      ],
    },
    {
      id: "subscriptions",
      heading: "Subscriptions, Billing and Renewals",
      blocks: [
        {
          list: [
            { term: "Plans and prices.", text: "Paid plans and add-ons are described at sign-up or in your order. Prices do not include taxes, which you pay where they apply." },
            {
              term: "Automatic renewal.",
              text: "Subscriptions renew automatically at the end of each billing period — monthly or annually, as you chose — and we charge your payment method on file until you cancel.",
            },
            {
              term: "Cancellation.",
              text: "You can cancel at any time before your next renewal date. Cancellation takes effect at the end of the current billing period, and you keep access until then.",
            },
            { term: "No refunds.", text: "Payments are non-refundable, including for partial periods and unused features, except where the law requires a refund." },
            {
              term: "Price changes.",
              text: "We may change our prices. We will tell you at least 30 days before a change applies to your subscription, and it takes effect at your next renewal.",
            },
            { term: "Late payment.", text: "If a payment fails, we may suspend paid features until it is paid." },
            { term: "Free services.", text: "The Free Business App, the Free Business Scan and free plans cost nothing. We may change or end free features at any time." },
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable Use",
      blocks: [
        { text: "You agree not to use the Services to:" },
        {
          list: [
            {
              text: "break any law or regulation, including laws on telemarketing, text messaging, e-mail marketing, call recording, consumer protection and privacy (for example the TCPA and the CAN-SPAM Act);",
            },
            { text: "send messages or place calls to people who have not agreed to receive them, or ignore opt-out requests;" },
            { text: "post, request or solicit fake, incentivized or misleading reviews, or break the rules of review sites and listing platforms;" },
            { text: "upload content that is unlawful, infringing, defamatory, harassing or deceptive;" },
            { text: "try to gain unauthorized access to, probe, disrupt or overload the Services or the accounts of others;" },
            { text: "copy, resell, reverse engineer or build a competing product from the Services, except where the law allows it; or" },
            { text: "use the Services to process sensitive information, such as health or payment card data, unless we have agreed to it in writing." },
          ],
        },
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-Party Services",
      blocks: [
        {
          text: "The Services work with products we do not control, such as Google, Facebook, Instagram, WhatsApp, review sites, listing directories, telephone carriers and the external platform that hosts the Business App and the Solutions Store. Your use of them is governed by their own terms and policies.",
        },
        {
          text: "We are not responsible for third-party services, their availability or their changes. If a third party changes or withdraws a feature the Services rely on, we may need to change or stop the related feature.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      blocks: [
        {
          text: "The Services, including our software, AI models and prompts, designs, text and trademarks, belong to {legalName} or its licensors. While you follow these Terms and pay any fees due, we give you a limited, non-exclusive, non-transferable right to use the Services for your business.",
        },
        {
          text: "You keep ownership of the content you provide, such as your business information, logos, knowledge-base material and customer messages (“Your Content”). You give us permission to host, copy, process and display Your Content only as needed to provide and improve the Services for you. If you send us feedback or ideas, we may use them without any obligation to you.",
        },
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      blocks: [
        {
          text: "Each of us may receive non-public information from the other, such as business plans, pricing, customer lists or technical details. The receiving party will use it only to perform under these Terms, protect it with reasonable care and not disclose it except to employees, contractors and advisers who need it and are bound to keep it confidential.",
        },
        {
          text: "This duty does not cover information that is or becomes public through no fault of the receiving party, was already known to it, is independently developed, or must be disclosed by law (with notice to the other party where allowed).",
        },
      ],
    },
    {
      id: "disclaimers",
      heading: "Disclaimers",
      blocks: [
        {
          text: "The Services use artificial intelligence. AI output — such as answers to your customers, review responses, business descriptions and reports — may be inaccurate, incomplete or inappropriate. You are responsible for reviewing it, setting up your assistant with correct information and deciding how to use the results.",
        },
        {
          text: "Marketing figures and examples describe typical or reported results and are not a promise of the results your business will get. We do not guarantee any search ranking, number of reviews, rating or revenue.",
        },
        {
          note: "To the fullest extent the law allows, the Services are provided “as is” and “as available”, without warranties of any kind, whether express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement and uninterrupted or error-free operation.",
        },
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      blocks: [
        {
          text: "To the fullest extent the law allows, {legalName} and its owners, employees and suppliers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data, customers or goodwill, even if we were told they were possible.",
        },
        {
          text: "Our total liability for all claims relating to the Services or these Terms is limited to the amount you paid us for the Services in the 12 months before the event that gave rise to the claim. If you used only free Services, that amount is zero. Some jurisdictions do not allow these limits, so they may not all apply to you.",
        },
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      blocks: [
        {
          text: "You agree to defend and indemnify {legalName} and its owners, employees and suppliers against any claims, losses, damages and costs (including reasonable legal fees) arising from Your Content, your use of the Services, messages or calls made on your behalf, or your breach of these Terms or of the law.",
        },
      ],
    },
    {
      id: "suspension-and-termination",
      heading: "Suspension and Termination",
      blocks: [
        {
          text: "We may suspend or end your access to the Services, with notice where reasonable, if you break these Terms, do not pay, create a risk to others or to the Services, or if the law requires it. You can stop using the Services and cancel your subscription at any time.",
        },
        {
          text: "When your access ends, your right to use the Services stops. You can ask us to export Your Content within 30 days; after that, we may delete it. Sections that by their nature should last — such as payment, intellectual property, confidentiality, disclaimers, limitation of liability, indemnification and governing law — continue to apply.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law and Dispute Resolution",
      blocks: [
        { text: "These Terms are governed by the laws of the State of Wyoming, without regard to its conflict-of-laws rules." },
        {
          text: "If a dispute arises, please contact us first at {supportEmail} — most problems can be solved quickly that way. If we cannot resolve it within 30 days, any dispute relating to the Services or these Terms will be settled by binding arbitration in Sheridan County, Wyoming, before a single arbitrator under the commercial arbitration rules of the American Arbitration Association. Judgment on the award may be entered in any court with jurisdiction.",
        },
        {
          text: "Claims must be brought individually, not as part of a class or representative action. Either party may still seek urgent injunctive relief in court to protect its intellectual property or confidential information.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to These Terms",
      blocks: [
        {
          text: "We may update these Terms from time to time. We will post the new version on this page with a new effective date and, for material changes, tell you by e-mail or in the Services at least 30 days in advance. If you keep using the Services after the changes take effect, you accept the updated Terms.",
        },
      ],
    },
    contactUsSection("Questions about these Terms? We are happy to help:"),
  ],
  closing: { questions: legalPageWords.questions, related: { label: "Read our Privacy Policy", href: "/privacy-policy" } },
};

/** The terms as one copy document: what the Site Copy tab edits and the page reads (useCopy). */
export const termsOfServiceCopy = defineCopy({
  key: "terms-of-service",
  title: "Terms of Service",
  group: "Legal",
  previewPath: "/terms-of-service",
  defaults: termsOfService,
  blockTitles: legalBlockTitles,
});
