/** Every page of the site, one line each. */

import auditPage from "../admin/audit/page.tsx";
import callsPage from "../admin/calls/page.tsx";
import funnelPage from "../admin/funnel/page.tsx";
import apiKeysPage from "../admin/keys/page.tsx";
import leadsPage from "../admin/leads/page.tsx";
import mediaPage from "../admin/media/page.tsx";
import notificationsPage from "../admin/notifications/page.tsx";
import overviewPage from "../admin/overview/page.tsx";
import redirectsPage from "../admin/redirects/page.tsx";
import securityPage from "../admin/security/page.tsx";
import siteCopyEditorPage from "../admin/site-copy/editor-page.tsx";
import siteCopyPage from "../admin/site-copy/page.tsx";
import siteCopyRevisionPage from "../admin/site-copy/revision-page.tsx";
import { authorsPage, categoriesPage, tagsPage } from "../admin/taxonomy/page.tsx";
import trafficPage from "../admin/traffic/page.tsx";
import type { PageDefinition, PageQuery } from "../render/define-page.ts";
import aboutUs from "./about-us.tsx";
import adminDashboard from "./admin-dashboard.tsx";
import adminLogin from "./admin-login.tsx";
import biziagentAi from "./biziagent-ai.tsx";
import blog from "./blog.tsx";
import { authorArchive, categoryArchive, tagArchive } from "./blog-archive.tsx";
import blogPost from "./blog-post.tsx";
import businessApp from "./business-app.tsx";
import businessScan from "./business-scan.tsx";
import contact from "./contact.tsx";
import home from "./home.tsx";
import localBoostSeo from "./local-boost-seo.tsx";
import postPreview from "./post-preview.tsx";
import privacyPolicy from "./privacy-policy.tsx";
import search from "./search.tsx";
import solutions from "./solutions.tsx";
import termsOfService from "./terms-of-service.tsx";
import trustBuilder from "./trust-builder.tsx";

// Each page has its own data and query types; the router only needs the shape.
// biome-ignore lint/suspicious/noExplicitAny: a list of pages with different data types (PageDefinition is invariant in it)
export const pages: PageDefinition<any, PageQuery>[] = [
  home,
  biziagentAi,
  trustBuilder,
  localBoostSeo,
  solutions,
  businessApp,
  aboutUs,
  contact,
  privacyPolicy,
  termsOfService,
  businessScan,
  blog,
  categoryArchive,
  tagArchive,
  authorArchive,
  blogPost,
  search,
  postPreview,
  adminLogin,
  adminDashboard,
  categoriesPage,
  tagsPage,
  authorsPage,
  siteCopyPage,
  siteCopyEditorPage,
  callsPage,
  siteCopyRevisionPage,
  apiKeysPage,
  auditPage,
  funnelPage,
  trafficPage,
  mediaPage,
  redirectsPage,
  securityPage,
  notificationsPage,
  leadsPage,
  overviewPage,
];
