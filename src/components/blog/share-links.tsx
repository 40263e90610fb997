/**
 * Share the post on X (URL and title), Facebook and LinkedIn (URL): plain links, new tab, encoded
 * parameters. Beside them, Copy link and (on touch screens) the device's share sheet, an island.
 */
import ShareButtons from "../../../islands/share-buttons.tsx";
import { SocialIcon, type SocialNetwork } from "../icons/social-icons.tsx";

export function shareUrls(url: string, title: string): { network: SocialNetwork; label: string; href: string }[] {
  return [
    { network: "x", label: "X (Twitter)", href: `https://twitter.com/intent/tweet?${new URLSearchParams({ url, text: title })}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-base font-bold">Share this article</h2>
      <ul className="m-0 flex list-none gap-2 p-0">
        {shareUrls(url, title).map((share) => (
          <li key={share.network}>
            <a
              href={share.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${share.label} (opens in a new tab)`}
              className="keyboard-focus inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 motion-reduce:transition-none"
            >
              <SocialIcon network={share.network} size={18} />
            </a>
          </li>
        ))}
      </ul>
      <ShareButtons url={url} title={title} />
    </div>
  );
}
