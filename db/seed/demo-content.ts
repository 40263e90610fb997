/**
 * Demo content for the BiziAgent marketing site blog.
 *
 * Pure data module: no runtime imports. Image URLs point at hand-drawn SVGs
 * under /static/images/ (served from the repository's `static/` directory).
 */
import type { blogPosts, PostStatus } from "../schema/content.ts";

export interface DemoAuthor {
  /** How posts name their author: authors have no natural key of their own. */
  key: string;
  name: string;
  bio: string;
  imageUrl: string;
}

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
}

export interface DemoTag {
  name: string;
  slug: string;
}

/**
 * A post: its row's own fields (the search and social ones only where a post sets them, as an author would),
 * its author by key, its category and tags by slug, and how many days before the seeding it was published.
 */
export type DemoPost = Pick<
  typeof blogPosts.$inferInsert,
  "title" | "slug" | "excerpt" | "content" | "featuredImageUrl" | "metaTitle" | "metaDescription" | "metaKeywords" | "ogTitle" | "ogDescription" | "ogImageUrl"
> & {
  content: string; // HTML
  authorKey: string;
  categorySlug: string;
  tagSlugs: string[];
  status: PostStatus;
  publishedDaysAgo: number | null; // null for the draft
};

// ---------------------------------------------------------------------------
// Authors
// ---------------------------------------------------------------------------

export const demoAuthors: DemoAuthor[] = [
  {
    key: "maria-costa",
    name: "Maria Costa",
    bio: "Maria is co-founder and CEO of BiziAgent. Before starting the company with her husband Daniel, she spent twelve years running the front desk of her family's plumbing business, so she knows exactly what a missed call costs. She writes about customer service, online reviews and the everyday realities of running a small business.",
    imageUrl: "/static/images/authors/maria-costa.svg",
  },
  {
    key: "daniel-costa",
    name: "Daniel Costa",
    bio: "Daniel is co-founder of BiziAgent and leads product. A software engineer who built his first website for a neighbourhood bakery at sixteen, he has spent most of his career helping local businesses get found online. On the blog he covers local SEO and practical, no-hype uses of AI.",
    imageUrl: "/static/images/authors/daniel-costa.svg",
  },
];

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  {
    name: "AI Receptionist",
    slug: "ai-receptionist",
    description: "Answering every call, text and chat: how AI receptionists work, what they cost you not to have, and how to save hours of admin each week.",
  },
  {
    name: "Local SEO",
    slug: "local-seo",
    description: "Practical guides to Google Business Profile, the map pack and local search, so nearby customers find you first.",
  },
  {
    name: "Online Reviews",
    slug: "online-reviews",
    description: "Earning more reviews, replying to them well and building a reputation that turns searchers into customers.",
  },
];

// ---------------------------------------------------------------------------
// Tags
// ---------------------------------------------------------------------------

export const demoTags: DemoTag[] = [
  { name: "Missed Calls", slug: "missed-calls" },
  { name: "Google Business Profile", slug: "google-business-profile" },
  { name: "SMS", slug: "sms" },
  { name: "Automation", slug: "automation" },
  { name: "Customer Service", slug: "customer-service" },
  { name: "Customer Reviews", slug: "customer-reviews" },
  { name: "Time Saving", slug: "time-saving" },
  { name: "Small Business Tips", slug: "small-business-tips" },
];

// ---------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------

const missedCallsContent = `
<p>If you run a small business, you know the feeling. You're under a sink, halfway through a haircut or plating up the lunch rush, and your phone buzzes in your pocket. You can't answer. You tell yourself you'll call back later. Sometimes you do. Often, by the time you do, the customer has already booked with someone else.</p>
<p>We hear this story every week from the business owners we work with, and it matches what the numbers say: <strong>62% of customers do not call back after reaching voicemail</strong>. They don't leave a message and wait. They go back to Google and call the next business on the list.</p>

<h2>What a missed call actually costs</h2>
<p>It's easy to shrug off a single missed call. It's harder once you put a number on it. Try this quick back-of-the-envelope calculation for your own business:</p>
<ol>
  <li><strong>Count your missed calls</strong> for one normal week. Most phone systems and carriers show this in the call log.</li>
  <li><strong>Estimate how many were new customers.</strong> If you don't know, assume a third.</li>
  <li><strong>Multiply by the value of a typical first job or order.</strong></li>
  <li><strong>Apply the 62%.</strong> That's roughly the share of those callers who are gone for good.</li>
</ol>
<p>A home-services company missing 15 calls a week, with five of them from new customers worth $250 each, is letting about $775 a week walk out the door. That's more than $40,000 a year, before you count repeat business, referrals and the reviews those customers would have left.</p>
<img src="/static/images/blog/voicemail-callback-chart.svg" alt="Donut chart: 62% of callers who reach voicemail do not call back; only 38% do" width="800" height="450">

<h2>Why voicemail doesn't work any more</h2>
<p>Voicemail was designed for a world where people expected to wait. Today, customers are used to instant answers from the apps on their phones. When they need a plumber, a dentist or a table for six, they're usually comparing several options at once, and the first business to respond tends to win.</p>
<p>There are a few other reasons voicemail underperforms:</p>
<ul>
  <li>Many people, especially younger customers, simply don't leave messages.</li>
  <li>The messages that are left are often vague: "Hi, call me back about the thing."</li>
  <li>Calling back turns into phone tag, which eats the very time you were trying to protect.</li>
  <li>After-hours calls sit overnight, while your competitors' online booking stays open.</li>
</ul>

<h2>What an AI receptionist does differently</h2>
<p>An AI receptionist answers your calls, texts and website chats the moment they come in, 24 hours a day. It speaks naturally, knows your services, hours and prices, and handles the routine questions that take up so much of a front desk's day. When a caller is ready to book, it takes their details, offers available times and sends a confirmation by text.</p>
<p>Just as importantly, a good AI receptionist knows its limits. It hands over to a human when a conversation needs one, such as an emergency, an upset customer or an unusual request, and sends you a clear summary so you never start a callback from scratch.</p>
<blockquote><p>The goal isn't to replace the personal touch. It's to make sure every customer gets one, even on your busiest day.</p></blockquote>

<h2>The results you can expect</h2>
<p>Businesses using <a href="/biziagent-ai">BiziAgent AI</a> see <strong>94% fewer missed calls</strong> once the AI receptionist is picking up overflow and after-hours calls. The biggest gains usually come in the evenings and at weekends, which is exactly when many customers finally have time to get in touch.</p>
<p>Fewer missed calls also means calmer days. Instead of a list of voicemails to work through, you get a tidy summary of who called, what they needed and which appointments are already in the diary.</p>

<h2>Getting started without disrupting your business</h2>
<p>You don't need to overhaul your phone system to start. Most owners follow a simple path:</p>
<ol>
  <li><strong>Start with overflow and after-hours.</strong> Let the AI answer only when you can't. Your regulars still reach you, and nobody else reaches voicemail.</li>
  <li><strong>Teach it your business.</strong> Share your services, prices, service area, opening hours and the questions customers ask most often.</li>
  <li><strong>Decide on hand-offs.</strong> Which calls should always come straight to you? Emergencies, complaints, large quotes?</li>
  <li><strong>Review the first two weeks of conversations.</strong> Adjust the answers, then extend the hours it covers when you're comfortable.</li>
</ol>
<p>If you'd like to hear how it would sound for your business, take a look at <a href="/biziagent-ai">how BiziAgent AI works</a>, or browse more practical guides on the <a href="/blog">BiziAgent blog</a>.</p>
`.trim();

const gbpChecklistContent = `
<p>When someone nearby searches for "emergency electrician" or "best brunch near me", Google doesn't show them a list of websites first. It shows a map and a handful of businesses underneath it, and almost everything in those listings comes from each company's Google Business Profile.</p>
<p>That matters, because <strong>46% of Google searches are local</strong>. Nearly half of the people searching are looking for something close by, and many of them will call, visit or ask for directions straight from your profile without ever opening your website.</p>
<p>The good news: a well-kept profile is one of the highest-return half-hours you can spend on marketing. Here's the checklist we use with new <a href="/local-boost-seo">Local Boost SEO</a> customers.</p>
<img src="/static/images/blog/gbp-profile-anatomy.svg" alt="Diagram of a Google Business Profile listing with five numbered areas: name and category, rating and reviews, opening hours, photos, and call and directions buttons" width="800" height="450">

<h2>Minutes 0–10: get the basics exactly right</h2>
<p>Sign in at <a href="https://www.google.com/business/">google.com/business</a> and check the fundamentals. Small errors here cause outsized problems, because Google cross-checks your details against other websites.</p>
<ul>
  <li><strong>Business name:</strong> your real-world name, exactly as it appears on your signage. Don't add keywords like "Best Plumber Springfield"; it breaks Google's guidelines and can get your profile suspended.</li>
  <li><strong>Primary category:</strong> the single most specific category for what you do. "Family law attorney" beats "Lawyer". Add secondary categories for your other core services.</li>
  <li><strong>Address or service area:</strong> if customers come to you, show your address. If you go to them, set a service area and hide the address.</li>
  <li><strong>Phone number:</strong> a local number that actually gets answered. If calls to this number go to voicemail, you're paying for visibility you can't convert.</li>
  <li><strong>Hours:</strong> regular hours plus special hours for public holidays. Wrong opening hours are one of the fastest ways to earn a one-star review.</li>
</ul>

<h2>Minutes 10–20: make it persuasive</h2>
<p>Once the facts are right, focus on giving searchers a reason to choose you over the business listed next to you.</p>
<h3>Write a clear description</h3>
<p>You have 750 characters. Use the first two sentences to say what you do, who you do it for and where. Mention your main services naturally. Skip the superlatives: specifics such as "same-day boiler repairs across the north side" are far more convincing than "the best service in town".</p>
<h3>Add your services and products</h3>
<p>List your main services with short descriptions and, where you can, starting prices. This helps Google match you to more specific searches, and it answers a customer's first question before they have to ask it.</p>
<h3>Upload real photos</h3>
<p>Add your storefront or van (so people recognise you when you arrive), your team, examples of your work and your interior if customers visit. Aim for a few new photos every month. Real, recent images build far more trust than stock photography.</p>

<h2>Minutes 20–30: set up the habits that keep you visible</h2>
<p>A profile isn't a one-off project. Google favours businesses that look active and well reviewed, so finish by setting up a few light routines:</p>
<ol>
  <li><strong>Turn on messaging</strong> if you can reply quickly, or let an AI assistant reply for you.</li>
  <li><strong>Seed the Q&amp;A section</strong> with three or four questions customers genuinely ask, and answer them yourself.</li>
  <li><strong>Publish an update</strong> every week or two: an offer, a recent job, a seasonal tip.</li>
  <li><strong>Ask every happy customer for a review</strong> and reply to every review you receive. <a href="/trust-builder">Trust Builder</a> can automate both.</li>
</ol>
<blockquote><p>Your Google Business Profile is often your real homepage. Give it the same care you'd give your shop window.</p></blockquote>

<h2>How to tell whether it's working</h2>
<p>Inside your profile, the Performance view shows how many people found you, what they searched for and what they did next: calls, direction requests, website clicks and messages. Check it once a month.</p>
<p>If views are rising but calls aren't, look at your photos, reviews and hours. If calls are rising, make sure someone, or something, is answering them. Visibility only pays when the phone gets picked up.</p>
<p>Businesses that keep their profile complete and active, and pair it with consistent listings across the web, see real results: <a href="/local-boost-seo">Local Boost SEO</a> customers get <strong>3.2x more local customers</strong>. For a quick read on where you stand today, our free Business App dashboard shows your visibility across Google and the major directories at a glance.</p>
`.trim();

const reviewResponsesContent = `
<p>Reviews are word of mouth at internet scale. Before a new customer picks up the phone, they've usually read what other people say about you and, just as importantly, how you replied.</p>
<p>Replying to reviews takes a few minutes, but it's one of the most visible things you can do online. Every reply is read by the reviewer and by every future customer who scrolls past. Here's a simple framework for responses that build trust, whether the review is glowing or painful.</p>

<h2>Why replying matters</h2>
<ul>
  <li><strong>Future customers are watching.</strong> A thoughtful reply to a complaint can be more reassuring than another ten five-star reviews.</li>
  <li><strong>It shows you're active.</strong> Google's own <a href="https://support.google.com/business/">Business Profile help centre</a> encourages owners to respond to reviews, and an engaged profile signals a business that is open and cares.</li>
  <li><strong>It turns customers into regulars.</strong> People who receive a personal thank-you are more likely to come back and recommend you.</li>
</ul>

<h2>The four-step framework</h2>
<p>Whatever the rating, a good reply usually has four parts:</p>
<img src="/static/images/blog/review-response-framework.svg" alt="Four-step review response framework: thank the reviewer, acknowledge specifics, act on feedback, invite them back" width="800" height="450">
<ol>
  <li><strong>Thank</strong> the reviewer by name for taking the time.</li>
  <li><strong>Acknowledge</strong> something specific they said, so it's clearly not a copy-and-paste reply.</li>
  <li><strong>Act:</strong> share what you're doing about it, whether that's passing praise on to the team or fixing a problem.</li>
  <li><strong>Invite them back</strong>, or offer a direct line to continue the conversation.</li>
</ol>

<h2>Replying to positive reviews</h2>
<p>Keep it short, warm and specific. Mention the service or team member if the customer did. Where it reads naturally, referring to the service you provided also reinforces what you do for anyone skimming your profile.</p>
<blockquote><p>"Thanks so much, Priya! We're really glad the same-day boiler repair got your heating back on before the cold snap. Jake will be thrilled you mentioned him. See you at your annual service."</p></blockquote>
<p>Avoid answering every five-star review with the same "Thanks for your business!" Customers notice, and it looks automated in the worst way.</p>

<h2>Replying to negative reviews</h2>
<p>This is where replies really count. A calm, constructive response can defuse the situation, and it shows future customers exactly how you handle problems.</p>
<h3>Do</h3>
<ul>
  <li>Wait until you've cooled down, but reply within a day or two.</li>
  <li>Apologise for the experience, even if you see things differently.</li>
  <li>Correct the record briefly, with one or two facts, if the review is inaccurate.</li>
  <li>Offer to take it offline with a direct phone number or email address.</li>
</ul>
<h3>Don't</h3>
<ul>
  <li>Argue point by point, or question whether the person was really a customer (unless you're reporting a fake review).</li>
  <li>Share private details about the customer or their order.</li>
  <li>Offer a discount in exchange for changing or removing the review.</li>
</ul>
<blockquote><p>"Hi Mark, I'm sorry your order arrived late and cold on Friday. That's not the standard we hold ourselves to. We were a driver short that evening and should have warned you about the wait. I'd like to make it right, so please call me directly on 555-0142. Ana, owner"</p></blockquote>

<h2>What about fake or abusive reviews?</h2>
<p>If a review breaks the platform's rules (spam, harassment, a competitor, or someone who was never a customer), flag it through the platform rather than arguing in public. A short, neutral reply such as "We have no record of this visit; please contact us so we can look into it" is enough while it's being checked.</p>

<h2>Making it a habit</h2>
<p>The hardest part of replying to reviews isn't the writing; it's remembering. Block out a fixed time, say Monday and Thursday mornings, to check every platform you're listed on.</p>
<p>Or let software do the heavy lifting. <a href="/trust-builder">Trust Builder</a> gathers your reviews in one place, alerts you when new ones arrive and drafts a personalised reply in your tone of voice for you to approve or edit. You keep the final say; it just removes the blank-page problem.</p>
<p>Replying consistently, combined with a steady flow of new reviews, is one of the strongest signals you can send to customers and search engines alike. For the visibility side of the story, see our <a href="/blog/google-business-profile-checklist">30-minute Google Business Profile checklist</a>.</p>
`.trim();

const adminTasksContent = `
<p>Ask any small-business owner where their week goes and you'll hear the same answer: not on the work they actually love. It goes on phone tag, juggling appointments, chasing confirmations, answering the same five questions and typing up notes at the kitchen table after the kids are in bed.</p>
<p>This is where AI tools earn their keep. Not by replacing people, but by taking repetitive, rules-based admin off your plate. Here are eight tasks most small businesses can hand off this month, roughly in order of how quickly they pay back.</p>
<img src="/static/images/blog/admin-hours-saved.svg" alt="Bar chart of an illustrative week of admin: calls and FAQs drop from 5 to 1.5 hours, booking from 3.5 to 1, reminders and follow-ups from 2.5 to 0.5, and review requests and replies from 1.5 to 0.5 hours" width="800" height="450">

<h2>1. Answering common questions</h2>
<p>"Are you open on Saturday?" "Do you cover my area?" "How much is a consultation?" An AI receptionist can answer these instantly by phone, text and website chat, using the information you've given it.</p>

<h2>2. Booking and rescheduling appointments</h2>
<p>Connected to your calendar, an AI assistant can offer free slots, book them and handle "can we move it to Thursday?" without any back-and-forth from you.</p>

<h2>3. Sending appointment reminders</h2>
<p>An automated text the day before an appointment is simple to set up and cuts no-shows. Let customers confirm or reschedule just by replying.</p>

<h2>4. Taking messages and summarising calls</h2>
<p>Instead of scribbled sticky notes, get a written summary of every call: who called, what they need, how urgent it is and how to reach them. It's faster to read than a voicemail and easy to forward to the right person.</p>

<h2>5. Qualifying new enquiries</h2>
<p>For trades and service businesses, a few questions up front ("What's the address? Is it an emergency? Roughly how big is the job?") can save a wasted site visit. AI asks them consistently, every single time.</p>

<h2>6. Following up on quotes</h2>
<p>A friendly text a few days after sending a quote is one of the easiest ways to win more work, and one of the first things to slip when you're busy. Automate the nudge and get notified when someone replies.</p>

<h2>7. Asking for reviews</h2>
<p>Send a review request after every completed job or visit, with a direct link. Timing matters more than perfect wording; we cover both in our guide to <a href="/blog/sms-follow-up-for-reviews">SMS follow-up for reviews</a>.</p>

<h2>8. Drafting review replies and routine emails</h2>
<p>AI is very good at first drafts. Let it write the reply to a review or the "here's what to expect on installation day" email, then spend thirty seconds personalising it instead of ten minutes starting from scratch.</p>

<h2>How much time does this actually save?</h2>
<p>It depends on your business, but the pattern is consistent. Businesses using <a href="/biziagent-ai">BiziAgent AI</a> save <strong>8+ hours per week</strong>, which is roughly a full working day handed back to the owner or front-desk team. For many of the families we work with, that's the difference between working Saturdays and not.</p>

<h2>How to choose what to automate first</h2>
<p>Don't try to do all eight at once. Pick one or two and get them right. A simple way to decide:</p>
<ul>
  <li><strong>Track one week.</strong> Jot down every interruption and admin task, with a rough time next to each.</li>
  <li><strong>Circle the repetitive ones.</strong> If you give the same answer more than five times a week, it's a candidate.</li>
  <li><strong>Start where mistakes are cheap.</strong> FAQs and reminders are low risk; complex quotes may still need a human.</li>
  <li><strong>Keep a human in the loop.</strong> Make sure there's always a clear, quick way for a customer to reach a person.</li>
</ul>
<blockquote><p>Automation works best when it handles the predictable, so that people can focus on the personal.</p></blockquote>

<h2>Questions to ask before you buy a tool</h2>
<p>Whatever you choose, put these questions to the vendor: Does it work with the phone number and calendar I already have? Can I see and edit every answer it gives? What happens when it doesn't know something? Who owns my customer data? Can I cancel easily? If the answers are vague, keep looking.</p>
`.trim();

const smsFollowUpContent = `
<p>Most happy customers are willing to leave a review. They just don't think to do it. By the time they get home, the moment has passed, and your great service stays a private memory instead of a public recommendation.</p>
<p>A short, well-timed text message fixes that. Texts tend to be read within minutes, and a message puts your review link one tap away. Here's how to set up a post-visit follow-up that customers actually appreciate.</p>

<h2>Why SMS beats email for follow-up</h2>
<ul>
  <li><strong>It's immediate.</strong> An email can sit unread for days; a text is usually seen the same hour.</li>
  <li><strong>It's personal.</strong> A short message from a named person feels like a conversation, not a campaign.</li>
  <li><strong>It's mobile-first.</strong> Most reviews are written on phones, so a link in a text is the shortest possible path.</li>
</ul>

<h2>Timing: when to send</h2>
<img src="/static/images/blog/sms-follow-up-timeline.svg" alt="Timeline of an SMS follow-up sequence: a reminder the day before, a thank-you with review link within two hours of the visit, and one gentle nudge three days later" width="800" height="450">
<p>A simple three-message sequence works for most service businesses:</p>
<ol>
  <li><strong>The day before:</strong> an appointment reminder with an easy way to confirm or reschedule.</li>
  <li><strong>Within two hours of the visit:</strong> a thank-you with a review link, while the experience is fresh.</li>
  <li><strong>Three days later:</strong> one gentle reminder, only if they haven't left a review yet. Then stop.</li>
</ol>
<p>For restaurants and shops, the same-day message matters most. For longer projects, such as a new kitchen or a course of treatment, wait until the customer has had a chance to enjoy the result.</p>

<h2>Tone: what to say</h2>
<p>Keep it short, friendly and human. Use the customer's first name, say who is texting and make the request clear.</p>
<blockquote><p>"Hi Sam, it's Lucy from Brightside Dental. Thanks for coming in today! If you have a minute, a quick Google review really helps a small practice like ours: [link]. Reply STOP to opt out."</p></blockquote>
<p>A few details make a big difference:</p>
<ul>
  <li>Mention something specific, like the service or the team member, when you can.</li>
  <li>Ask for an honest review, not a five-star one. It's fairer, and most platforms require it.</li>
  <li>Don't offer discounts or gifts in exchange for reviews. Google and most review sites prohibit incentivised reviews.</li>
  <li>Send one link to one platform. Giving people a choice slows them down.</li>
</ul>

<h2>Consent: do it properly</h2>
<p>Texting customers is a privilege, and in many countries it's regulated. The rules vary, so check what applies where you operate. Good practice, though, is the same everywhere:</p>
<ul>
  <li>Get clear permission to text, for example a checkbox on your booking form or a verbal OK noted on the booking.</li>
  <li>Identify your business in every message.</li>
  <li>Include an easy way to opt out, and honour it immediately.</li>
  <li>Send messages at reasonable local hours. Nobody wants a review request at 10pm.</li>
</ul>
<p>In the US, for instance, business texting is covered by the Telephone Consumer Protection Act, and mobile carriers require businesses to register before sending messages at scale. If in doubt, ask your SMS provider or a legal adviser.</p>

<h2>Closing the loop with unhappy customers</h2>
<p>Follow-up texts have a useful side effect: they surface problems early. If a customer replies "actually, the tap is still dripping", you can fix it before it turns into a one-star review. Make sure replies reach a real person quickly, or are picked up by an AI assistant that knows when to escalate.</p>

<h2>Measuring what works</h2>
<p>Keep an eye on three numbers each month: how many review requests you sent, how many reviews you received and your average rating. If requests go out but few reviews come back, test a shorter message or an earlier send time. If your rating dips, read the replies to your follow-up texts first; they usually tell you exactly what to fix.</p>

<h2>Putting it on autopilot</h2>
<p>The best follow-up system is the one that keeps running in your busiest week. <a href="/trust-builder">Trust Builder</a> sends review requests automatically after each visit, handles reminders and opt-outs, and shows you new reviews as they arrive so you can reply quickly. Pair it with our framework for <a href="/blog/how-to-respond-to-online-reviews">responding to online reviews</a> and you have a complete, low-effort reputation routine.</p>
`.trim();

const mapPackContent = `
<p>When someone searches for "dentist near me" or "roof repair Springfield", the first thing they usually see isn't a list of websites. It's a map with three businesses underneath: the local pack, often called the map pack. Those three spots attract a large share of the clicks and calls, and for many local businesses they're the most valuable piece of online real estate there is.</p>
<p>With <strong>46% of Google searches being local</strong>, understanding how the map pack works isn't optional any more. The good news is that the rules are simpler than most SEO advice makes them sound.</p>

<h2>How Google decides who shows up</h2>
<p>Google says local results are based mainly on three factors. You can read its own explanation in the <a href="https://support.google.com/business/answer/7091">Business Profile help centre</a>.</p>
<img src="/static/images/blog/local-ranking-factors.svg" alt="Venn diagram of Google's three local ranking factors, relevance, distance and prominence, overlapping at the map pack" width="800" height="450">
<ul>
  <li><strong>Relevance:</strong> how well your profile matches what the person searched for.</li>
  <li><strong>Distance:</strong> how far your business is from the searcher, or from the place named in their search.</li>
  <li><strong>Prominence:</strong> how well known and trusted your business is, online and off.</li>
</ul>
<p>You can't move your shop closer to every customer, so your effort belongs on relevance and prominence.</p>

<h2>Improving relevance</h2>
<h3>Choose the right categories</h3>
<p>Your primary Google Business Profile category is one of the strongest relevance signals. Pick the most specific option that fits and add secondary categories for your other main services. Our <a href="/blog/google-business-profile-checklist">30-minute profile checklist</a> walks through this step by step.</p>
<h3>Describe your services in customers' words</h3>
<p>Customers search for "boiler repair", not "heating system remediation". Use the words they use in your profile's services list, your description and your website's service pages.</p>
<h3>Give each main service its own page</h3>
<p>A single "Services" page listing everything is hard for Google to match to specific searches. A dedicated page for each core service, mentioning the areas you cover, gives you many more chances to be relevant.</p>

<h2>Building prominence</h2>
<h3>Reviews</h3>
<p>The number, recency and rating of your reviews all signal prominence, and they strongly influence whether searchers click. A steady trickle of new reviews beats a burst of fifty from three years ago, and replying to them helps too.</p>
<h3>Consistent listings</h3>
<p>Your business name, address and phone number (often shortened to NAP) should be identical everywhere: your website, Google, Apple Maps, Bing, Yelp, Facebook and industry directories. Inconsistent details make Google less confident about who you are.</p>
<h3>Local links and mentions</h3>
<p>A mention from your chamber of commerce, a community sponsorship, a supplier's "where to buy" page or a story in the local paper all tell Google that you're a real, established part of the community.</p>

<h2>Common mistakes to avoid</h2>
<ol>
  <li><strong>Stuffing keywords into your business name.</strong> It breaks Google's guidelines and can get your listing suspended.</li>
  <li><strong>Using a virtual office address.</strong> If customers can't visit you there, set a service area instead.</li>
  <li><strong>Ignoring the phone.</strong> Visibility is only valuable if calls get answered, and 62% of customers do not call back after reaching voicemail.</li>
  <li><strong>Setting and forgetting.</strong> Profiles that are regularly updated with photos, posts and review replies tend to perform better.</li>
</ol>
<blockquote><p>Local SEO isn't a trick. It's making it easy for Google to understand, and trust, what you already do well.</p></blockquote>

<h2>How long does it take?</h2>
<p>Fixing your categories, hours and contact details can change how you appear within days. Building prominence takes longer: expect a few months of steady reviews, updates and consistent listings before you see a lasting move up the rankings. The businesses that win the map pack are rarely the ones that tried hardest for a week; they're the ones that kept going.</p>

<h2>Where to start</h2>
<p>If you only have an hour this week, spend it on your Google Business Profile and on asking five recent customers for a review. If you'd rather hand the ongoing work to someone else, <a href="/local-boost-seo">Local Boost SEO</a> looks after your profile, listings and local content for you, and our customers see <strong>3.2x more local customers</strong> as a result.</p>
`.trim();

const draftChoosingToolsContent = `
<p><em>Draft: outline for review. Still to do: add a customer example, a short pricing comparison table and a final pass on the checklist.</em></p>
<p>There's no shortage of AI tools promising to transform your business. For a small team with limited time and budget, the hard part isn't finding a tool; it's choosing one that will still be useful in six months.</p>

<h2>Start with the problem, not the tool</h2>
<p>Write down the one or two jobs that cost you the most time or the most customers. Missed calls? Slow replies to enquiries? Too few reviews? The right tool is the one that fixes a problem you can measure.</p>

<h2>Questions to ask every vendor</h2>
<ul>
  <li>Does it work with the phone number, calendar and software I already use?</li>
  <li>Can I review and edit what it says to my customers?</li>
  <li>What happens when it doesn't know the answer?</li>
  <li>Who owns my customer data, and where is it stored?</li>
  <li>Is there a contract, and how easy is it to cancel?</li>
</ul>

<h2>Run a two-week trial</h2>
<p>Note: expand this section with a simple before/after scorecard (missed calls, response time, bookings).</p>

<p>Related reading: <a href="/blog/admin-tasks-to-hand-off-to-ai">8 admin tasks you can hand off to AI this month</a>.</p>
`.trim();

export const demoPosts: DemoPost[] = [
  {
    title: "Missed Calls Are Costing You Customers: How an AI Receptionist Closes the Gap",
    slug: "missed-calls-ai-receptionist",
    excerpt:
      "Most callers who reach voicemail never try again. Here's what missed calls really cost a small business, and a practical plan for answering every call, text and chat, even at 9pm on a Sunday.",
    content: missedCallsContent,
    authorKey: "maria-costa",
    categorySlug: "ai-receptionist",
    tagSlugs: ["missed-calls", "customer-service", "automation"],
    featuredImageUrl: "/static/images/blog/missed-calls-ai-receptionist.svg",
    status: "published",
    publishedDaysAgo: 3,
    metaTitle: "Missed Calls Are Costing You Customers | BiziAgent",
    metaDescription:
      "62% of customers don't call back after reaching voicemail. Learn what missed calls cost your small business and how an AI receptionist answers every call, 24/7.",
    metaKeywords: "missed calls, AI receptionist, small business phone answering, voicemail, after-hours calls",
    ogTitle: "What a missed call really costs your small business",
    ogDescription: "A quick way to calculate the cost of missed calls, and a step-by-step plan for answering every call, text and chat with an AI receptionist.",
    ogImageUrl: "/static/images/blog/missed-calls-ai-receptionist.svg",
  },
  {
    title: "The 30-Minute Google Business Profile Checklist",
    slug: "google-business-profile-checklist",
    excerpt:
      "Your Google Business Profile is often the first thing local customers see. Use this 30-minute checklist to fix the basics, stand out from nearby competitors and keep your listing active.",
    content: gbpChecklistContent,
    authorKey: "daniel-costa",
    categorySlug: "local-seo",
    tagSlugs: ["google-business-profile", "small-business-tips"],
    featuredImageUrl: "/static/images/blog/google-business-profile-checklist.svg",
    status: "published",
    publishedDaysAgo: 11,
  },
  {
    title: "How to Respond to Online Reviews: A Simple Framework with Examples",
    slug: "how-to-respond-to-online-reviews",
    excerpt: "Every reply to a review is read by future customers. A four-step framework for answering positive and negative reviews, with real-world examples you can adapt.",
    content: reviewResponsesContent,
    authorKey: "maria-costa",
    categorySlug: "online-reviews",
    tagSlugs: ["customer-reviews", "customer-service", "small-business-tips"],
    featuredImageUrl: "/static/images/blog/how-to-respond-to-online-reviews.svg",
    status: "published",
    publishedDaysAgo: 24,
    metaTitle: "How to Respond to Online Reviews (With Examples) | BiziAgent",
    metaDescription: "A simple four-step framework for replying to good and bad online reviews, with example responses, dos and don'ts, and tips for handling fake reviews.",
    metaKeywords: "respond to reviews, negative review response, Google reviews, reputation management, small business",
    ogTitle: "How to respond to online reviews, good and bad",
    ogDescription: "Thank, acknowledge, act, invite back: a four-step framework for review replies that build trust with future customers.",
  },
  {
    title: "8 Admin Tasks You Can Hand Off to AI This Month",
    slug: "admin-tasks-to-hand-off-to-ai",
    excerpt:
      "From answering FAQs to chasing quotes, these eight everyday admin jobs are ready for AI today. Here's where to start, and the questions to ask before you choose a tool.",
    content: adminTasksContent,
    authorKey: "daniel-costa",
    categorySlug: "ai-receptionist",
    tagSlugs: ["automation", "time-saving", "small-business-tips"],
    featuredImageUrl: null,
    status: "published",
    publishedDaysAgo: 37,
    metaTitle: "8 Admin Tasks to Hand Off to AI | BiziAgent",
    metaDescription:
      "Eight everyday admin tasks small businesses can automate with AI this month, from booking and reminders to review requests, and how to choose where to start.",
  },
  {
    title: "The Post-Visit Text: Using SMS Follow-Up to Earn More Reviews",
    slug: "sms-follow-up-for-reviews",
    excerpt:
      "Happy customers rarely leave reviews on their own. A short, well-timed text changes that. Here's the timing, wording and consent checklist for SMS follow-up that works.",
    content: smsFollowUpContent,
    authorKey: "maria-costa",
    categorySlug: "online-reviews",
    tagSlugs: ["sms", "customer-reviews", "automation"],
    featuredImageUrl: "/static/images/blog/sms-follow-up-for-reviews.svg",
    status: "published",
    publishedDaysAgo: 54,
    metaDescription: "How to use SMS follow-up to get more customer reviews: when to send, what to say, and how to handle consent and opt-outs properly.",
    metaKeywords: "SMS follow-up, review requests, text message marketing, customer reviews, small business",
    ogTitle: "The post-visit text that earns more reviews",
    ogDescription: "Timing, tone and consent: a practical guide to SMS follow-up that customers actually appreciate.",
  },
  {
    title: "Local SEO Basics: How to Show Up in the Google Map Pack",
    slug: "local-seo-map-pack-basics",
    excerpt: "The three businesses under the map get most of the local calls. Here's how Google chooses them, and the practical steps that move your business into the map pack.",
    content: mapPackContent,
    authorKey: "daniel-costa",
    categorySlug: "local-seo",
    tagSlugs: ["google-business-profile", "customer-reviews", "small-business-tips"],
    featuredImageUrl: "/static/images/blog/local-seo-map-pack-basics.svg",
    status: "published",
    publishedDaysAgo: 81,
  },
  {
    title: "Choosing the Right AI Tools for Your Small Business",
    slug: "choosing-ai-tools-small-business",
    excerpt: "Draft: a practical guide to choosing AI tools that solve a real problem, with the questions to ask every vendor before you sign up.",
    content: draftChoosingToolsContent,
    authorKey: "daniel-costa",
    categorySlug: "ai-receptionist",
    tagSlugs: ["automation", "small-business-tips"],
    featuredImageUrl: null,
    status: "draft",
    publishedDaysAgo: null,
  },
];
