/**
 * Every copy document the Site Copy tab edits, in the order it lists them within each group. The site identity
 * is made per instance (its defaults are the environment's) and comes first; see SiteCopyStore.
 */
import { aboutCopy } from "../content/about-copy.ts";
import { biziagentCopy } from "../content/biziagent-ai-copy.ts";
import { businessAppCopy } from "../content/business-app-copy.ts";
import { businessScanCopy } from "../content/business-scan-copy.ts";
import { companyFiguresCopy } from "../content/company-figures.ts";
import { contactCopy } from "../content/contact-copy.ts";
import { errorPagesCopy } from "../content/error-pages-copy.ts";
import { homeCopy } from "../content/home-copy.ts";
import { localBoostSeoCopy } from "../content/local-boost-seo-copy.ts";
import { privacyPolicyCopy } from "../content/privacy-policy-copy.ts";
import { siteChromeCopy } from "../content/site-chrome-copy.ts";
import { solutionsCopy } from "../content/solutions-copy.ts";
import { termsOfServiceCopy } from "../content/terms-of-service-copy.ts";
import { trustBuilderCopy } from "../content/trust-builder-copy.ts";
import type { CopyDocument } from "./define-copy.ts";

// biome-ignore lint/suspicious/noExplicitAny: documents of different value types
export const PAGE_COPY_DOCUMENTS: readonly CopyDocument<any>[] = [
  siteChromeCopy,
  companyFiguresCopy,
  errorPagesCopy,
  homeCopy,
  aboutCopy,
  contactCopy,
  solutionsCopy,
  biziagentCopy,
  trustBuilderCopy,
  localBoostSeoCopy,
  businessAppCopy,
  businessScanCopy,
  privacyPolicyCopy,
  termsOfServiceCopy,
];

/** All documents, the identity first. */
export function copyDocuments(identity: CopyDocument<object>): readonly CopyDocument<object>[] {
  return [identity, ...PAGE_COPY_DOCUMENTS];
}
