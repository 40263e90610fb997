/** 'About {author}' under a post: image, bio and a link to the author's page. Rendered only when the author has a bio. */
import { ArrowRight } from "lucide-react";
import { archivePath } from "../../blog/blog.ts";
import { AuthorPicture } from "./author-picture.tsx";

export function AuthorBox({ author }: { author: { name: string; slug?: string; bio: string | null; imageUrl: string | null } | null }) {
  if (!author?.bio) return null;
  return (
    <aside aria-labelledby="about-author" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-start md:p-8">
      {author.imageUrl ? (
        <AuthorPicture src={author.imageUrl} size={80} className="h-20 w-20" />
      ) : (
        <span aria-hidden="true" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white">
          {author.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <h2 id="about-author" className="text-xl font-bold">
          {`About ${author.name}`}
        </h2>
        <p className="mt-2 text-base text-slate-600">{author.bio}</p>
        {author.slug ? (
          <a href={archivePath("author", author.slug)} className="text-link mt-3 inline-flex items-center gap-1 text-[15px] font-semibold">
            {`All articles by ${author.name}`}
            <ArrowRight aria-hidden="true" size={16} />
          </a>
        ) : null}
      </div>
    </aside>
  );
}
